/**
 * A player's view that arrives as JSON (a bot program's decide request, a web app's game state), checked as
 * completely as the view alone allows, with the path and the rule of the first fault, like `parsePosition`.
 * What it cannot check is what the view hides: whether the hidden cards could make up a game.
 */
import { DECK_SIZE } from './card-code.js';
import { childPath, fail, readInput, type InputError } from './input-error.js';
import {
  expectArray,
  expectCard,
  expectCards,
  expectChoice,
  expectCount,
  expectField,
  expectObject,
  expectPiles,
} from './json-shape.js';
import { checkBuildingPile, checkRemoved, CopyCount } from './pile-checks.js';
import { HAND_SIZE, PLAYERS, type PlayerIndex } from './position.js';
import type { Result } from './result.js';
import type { PlayerView, PositionView, Viewer } from './view.js';

const VIEW_FIELDS = ['viewer', 'toMove', 'players', 'building', 'drawPileCount', 'removed'];
const PLAYER_FIELDS = ['stockCount', 'stockTop', 'handCount', 'hand', 'discards'];

export function parseView(input: unknown, path = ''): Result<PositionView, InputError> {
  return readInput(() => readView(input, path));
}

function readView(input: unknown, path: string): PositionView {
  const object = expectObject(input, path, VIEW_FIELDS);
  const viewer = readViewer(expectField(object, path, 'viewer'), childPath(path, 'viewer'));
  const toMove = expectChoice(expectField(object, path, 'toMove'), childPath(path, 'toMove'), PLAYERS);
  const playersPath = childPath(path, 'players');
  const players = expectArray(expectField(object, path, 'players'), playersPath, {
    length: 2,
    of: 'players',
  });
  const player = (index: PlayerIndex) =>
    readPlayer(players[index], childPath(playersPath, index), index === viewer);

  const buildingPath = childPath(path, 'building');
  const building = expectPiles(expectField(object, path, 'building'), buildingPath);
  building.forEach((pile, index) => {
    checkBuildingPile(pile, childPath(buildingPath, index));
  });
  const drawPileCount = expectCount(
    expectField(object, path, 'drawPileCount'),
    childPath(path, 'drawPileCount'),
    DECK_SIZE,
  );
  const removedPath = childPath(path, 'removed');
  const removed = expectCards(expectField(object, path, 'removed'), removedPath);
  checkRemoved(removed, removedPath);
  const view: PositionView = {
    viewer,
    toMove,
    players: [player(0), player(1)],
    building,
    drawPileCount,
    removed,
  };
  checkCopies(view, path);
  return view;
}

function readViewer(input: unknown, path: string): Viewer {
  if (input === null) return null;
  if (input === 0 || input === 1) return input;
  fail('wrong-type', path, `viewer must be 0, 1 or null (a spectator), not ${JSON.stringify(input)}`);
}

/** One player's part; `own` when it is the viewer's, whose hand the view shows (and no other hand). */
function readPlayer(input: unknown, path: string, own: boolean): PlayerView {
  const object = expectObject(input, path, PLAYER_FIELDS);
  const stockCountPath = childPath(path, 'stockCount');
  const stockCount = expectCount(expectField(object, path, 'stockCount'), stockCountPath, DECK_SIZE);
  const stockTopPath = childPath(path, 'stockTop');
  const rawTop = expectField(object, path, 'stockTop');
  const stockTop = rawTop === null ? null : expectCard(rawTop, stockTopPath);
  if ((stockTop === null) !== (stockCount === 0)) {
    fail(
      'stock-top-mismatch',
      stockTopPath,
      `stockTop must be a card exactly when the stock is not empty, but stockCount is ${stockCount}`,
    );
  }
  const handCount = expectCount(
    expectField(object, path, 'handCount'),
    childPath(path, 'handCount'),
    HAND_SIZE,
  );
  const discards = expectPiles(expectField(object, path, 'discards'), childPath(path, 'discards'));
  const handPath = childPath(path, 'hand');
  if (object.hand === undefined) {
    if (own) fail('hand-visibility', handPath, "a player's view shows that player's hand");
    return { stockCount, stockTop, handCount, discards };
  }
  if (!own) fail('hand-visibility', handPath, "a view shows no hand but the viewer's own");
  const hand = expectCards(object.hand, handPath);
  if (hand.length !== handCount) {
    fail(
      'hand-count-mismatch',
      handPath,
      `the hand holds ${hand.length} cards, but handCount is ${handCount}`,
    );
  }
  return { stockCount, stockTop, handCount, hand, discards };
}

/** No card more than three times among the cards the view shows, in document order. */
function checkCopies(view: PositionView, path: string): void {
  const copies = new CopyCount();
  view.players.forEach((player, index) => {
    const playerPath = childPath(childPath(path, 'players'), index);
    if (player.stockTop !== null) copies.add(player.stockTop, childPath(playerPath, 'stockTop'));
    if (player.hand !== undefined) copies.addPile(player.hand, childPath(playerPath, 'hand'));
    player.discards.forEach((pile, pileIndex) => {
      copies.addPile(pile, childPath(childPath(playerPath, 'discards'), pileIndex));
    });
  });
  view.building.forEach((pile, index) => {
    copies.addPile(pile, childPath(childPath(path, 'building'), index));
  });
  copies.addPile(view.removed, childPath(path, 'removed'));
}

/**
 * The only way to a `Position`: checks a JSON value completely against docs/formats.md and docs/rules.md.
 * The first fault found is reported with its path and the rule it breaks.
 */
import { childPath, fail, readInput, type InputError } from './input-error.js';
import {
  expectArray,
  expectCards,
  expectChoice,
  expectField,
  expectObject,
  expectPiles,
} from './json-shape.js';
import { checkBuildingPile, checkRemoved, CopyCount } from './pile-checks.js';
import { HAND_SIZE, PLAYERS, type PlayerPosition, type Position } from './position.js';
import type { Result } from './result.js';

const POSITION_FIELDS = ['toMove', 'players', 'building', 'drawPile', 'removed'];
const PLAYER_FIELDS = ['stock', 'hand', 'discards'];

export function parsePosition(input: unknown, path = ''): Result<Position, InputError> {
  return readInput(() => readPosition(input, path));
}

/** Like `parsePosition`, for input that other parsers are already reading: fails with an `InputFault`. */
export function readPosition(input: unknown, path: string): Position {
  const object = expectObject(input, path, POSITION_FIELDS);
  const toMove = expectChoice(expectField(object, path, 'toMove'), childPath(path, 'toMove'), PLAYERS);
  const playersPath = childPath(path, 'players');
  const players = expectArray(expectField(object, path, 'players'), playersPath, {
    length: 2,
    of: 'players',
  });
  const [player0, player1] = players.map((player, index) =>
    readPlayer(player, childPath(playersPath, index)),
  );
  const buildingPath = childPath(path, 'building');
  const building = expectPiles(expectField(object, path, 'building'), buildingPath);
  building.forEach((pile, index) => {
    checkBuildingPile(pile, childPath(buildingPath, index));
  });
  const drawPile = expectCards(expectField(object, path, 'drawPile'), childPath(path, 'drawPile'));
  const removedPath = childPath(path, 'removed');
  const removed = object.removed === undefined ? [] : expectCards(object.removed, removedPath);
  checkRemoved(removed, removedPath);
  const position = { toMove, players: [player0!, player1!], building, drawPile, removed } as const;

  checkCopies(position, path);
  if (player0!.stock.length === 0 && player1!.stock.length === 0) {
    fail(
      'both-stocks-empty',
      playersPath,
      'both stocks are empty, but the game ends when the first one empties',
    );
  }
  const mover = position.players[toMove];
  const over = player0!.stock.length === 0 || player1!.stock.length === 0 || drawPile.length === 0;
  if (!over && mover.hand.length === 0) {
    fail(
      'empty-hand-to-move',
      childPath(childPath(playersPath, toMove), 'hand'),
      'the player to move has no hand cards, but an emptied hand is refilled at once while the draw pile lasts',
    );
  }
  return position as unknown as Position;
}

function readPlayer(input: unknown, path: string): PlayerPosition {
  const object = expectObject(input, path, PLAYER_FIELDS);
  const stock = expectCards(expectField(object, path, 'stock'), childPath(path, 'stock'));
  const handPath = childPath(path, 'hand');
  const hand = expectCards(expectField(object, path, 'hand'), handPath);
  if (hand.length > HAND_SIZE) {
    fail('hand-too-large', handPath, `a hand holds at most ${HAND_SIZE} cards, not ${hand.length}`);
  }
  const discards = expectPiles(expectField(object, path, 'discards'), childPath(path, 'discards'));
  return { stock, hand, discards };
}

/** No card more than three times: walks every pile in document order and names the place of the fourth copy. */
function checkCopies(position: PositionShape, path: string): void {
  const copies = new CopyCount();
  position.players.forEach((player, index) => {
    const playerPath = childPath(childPath(path, 'players'), index);
    copies.addPile(player.stock, childPath(playerPath, 'stock'));
    copies.addPile(player.hand, childPath(playerPath, 'hand'));
    player.discards.forEach((pile, pileIndex) => {
      copies.addPile(pile, childPath(childPath(playerPath, 'discards'), pileIndex));
    });
  });
  position.building.forEach((pile, index) => {
    copies.addPile(pile, childPath(childPath(path, 'building'), index));
  });
  copies.addPile(position.drawPile, childPath(path, 'drawPile'));
  copies.addPile(position.removed, childPath(path, 'removed'));
}

type PositionShape = Pick<Position, 'players' | 'building' | 'drawPile' | 'removed'>;

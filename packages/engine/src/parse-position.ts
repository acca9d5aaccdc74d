/**
 * The only way to a `Position`: checks a JSON value completely against docs/formats.md and docs/rules.md.
 * The first fault found is reported with its path and the rule it breaks.
 */
import {
  cardCode,
  CARD_CODE_LIMIT,
  COMPLETE_PILE,
  COPIES_OF_EACH_CARD,
  fitsOnPile,
  type Card,
} from './cards.js';
import { childPath, fail, readInput, type InputError } from './input-error.js';
import { expectArray, expectCards, expectChoice, expectField, expectObject } from './json-shape.js';
import { HAND_SIZE, PLAYERS, type Piles, type PlayerPosition, type Position } from './position.js';
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
  const building = readPiles(expectField(object, path, 'building'), buildingPath);
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
  const discards = readPiles(expectField(object, path, 'discards'), childPath(path, 'discards'));
  return { stock, hand, discards };
}

function readPiles(input: unknown, path: string): Piles {
  const piles = expectArray(input, path, { length: 4, of: 'piles' });
  const [a, b, c, d] = piles.map((pile, index) => expectCards(pile, childPath(path, index)));
  return [a!, b!, c!, d!];
}

function checkBuildingPile(pile: readonly Card[], path: string): void {
  if (pile.length >= COMPLETE_PILE) {
    fail(
      'building-complete',
      path,
      `a building pile holds at most ${COMPLETE_PILE - 1} cards: one that reaches Q is removed from the game at once`,
    );
  }
  pile.forEach((card, index) => {
    if (!fitsOnPile(cardCode(card), index)) {
      fail(
        'building-out-of-sequence',
        childPath(path, index),
        `${card} cannot lie on a building pile of ${index} cards: it needs a card of value ${index + 1} or a K`,
      );
    }
  });
}

function checkRemoved(removed: readonly Card[], path: string): void {
  if (removed.length % COMPLETE_PILE !== 0) {
    fail(
      'removed-not-complete-piles',
      path,
      `removed cards come in completed piles of ${COMPLETE_PILE}, but there are ${removed.length}`,
    );
  }
  removed.forEach((card, index) => {
    if (!fitsOnPile(cardCode(card), index % COMPLETE_PILE)) {
      fail(
        'removed-not-complete-piles',
        childPath(path, index),
        `${card} cannot be card ${(index % COMPLETE_PILE) + 1} of a completed pile (A to Q, K for any)`,
      );
    }
  });
}

/** No card more than three times: walks every pile in document order and names the place of the fourth copy. */
function checkCopies(position: PositionShape, path: string): void {
  const seen = new Uint8Array(CARD_CODE_LIMIT);
  const count = (cards: readonly Card[], pilePath: string) => {
    cards.forEach((card, index) => {
      const code = cardCode(card);
      seen[code] = seen[code]! + 1;
      if (seen[code] > COPIES_OF_EACH_CARD) {
        fail(
          'too-many-copies',
          childPath(pilePath, index),
          `${card} appears a fourth time here, but three decks hold only ${COPIES_OF_EACH_CARD} of each card`,
        );
      }
    });
  };
  position.players.forEach((player, index) => {
    const playerPath = childPath(childPath(path, 'players'), index);
    count(player.stock, childPath(playerPath, 'stock'));
    count(player.hand, childPath(playerPath, 'hand'));
    player.discards.forEach((pile, pileIndex) => {
      count(pile, childPath(childPath(playerPath, 'discards'), pileIndex));
    });
  });
  position.building.forEach((pile, index) => {
    count(pile, childPath(childPath(path, 'building'), index));
  });
  count(position.drawPile, childPath(path, 'drawPile'));
  count(position.removed, childPath(path, 'removed'));
}

type PositionShape = Pick<Position, 'players' | 'building' | 'drawPile' | 'removed'>;

/**
 * Compact builders for test positions: piles are written as space-separated cards, bottom to top
 * ("AS 2H KD"), and everything left out is empty, so a test shows only what its rule is about.
 */
import {
  apply,
  parsePosition,
  type Action,
  type Applied,
  type Card,
  type PileIndex,
  type Position,
  type PositionJson,
} from '../src/index.js';

interface PlayerSketch {
  readonly stock?: string;
  readonly hand?: string;
  readonly discards?: readonly [string?, string?, string?, string?];
}

export interface PositionSketch {
  readonly toMove?: 0 | 1;
  readonly players?: readonly [PlayerSketch?, PlayerSketch?];
  readonly building?: readonly [string?, string?, string?, string?];
  readonly drawPile?: string;
  readonly removed?: string;
}

const cards = (text = ''): Card[] => text.split(' ').filter((card) => card !== '') as Card[];

const four = (piles: readonly (string | undefined)[] = []) =>
  [cards(piles[0]), cards(piles[1]), cards(piles[2]), cards(piles[3])] as const;

/** The JSON of a sketched position, unchecked. */
export function positionJson(sketch: PositionSketch): PositionJson {
  const player = (p: PlayerSketch = {}) => ({
    stock: cards(p.stock),
    hand: cards(p.hand),
    discards: four(p.discards),
  });
  return {
    toMove: sketch.toMove ?? 0,
    players: [player(sketch.players?.[0]), player(sketch.players?.[1])],
    building: four(sketch.building),
    drawPile: cards(sketch.drawPile),
    removed: cards(sketch.removed),
  };
}

/** A checked position; the test fails at once if the sketch is not a valid position. */
export function position(sketch: PositionSketch): Position {
  const parsed = parsePosition(positionJson(sketch));
  if (!parsed.ok) throw new Error(`test position is invalid: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.value;
}

/** Applies an action that the test expects to be legal. */
export function play(from: Position, action: Action): Applied {
  const result = apply(from, action);
  if (!result.ok) throw new Error(`expected a legal action: ${result.error.message}`);
  return result.value;
}

export const fromHand = (card: Card, to: PileIndex): Action => ({ type: 'build', from: 'hand', card, to });
export const fromStock = (to: PileIndex): Action => ({ type: 'build', from: 'stock', to });
export const fromDiscard = (pile: PileIndex, to: PileIndex): Action => ({
  type: 'build',
  from: 'discard',
  pile,
  to,
});
export const discard = (card: Card, to: PileIndex): Action => ({ type: 'discard', card, to });

/** Every card a position holds, in one list. */
export function allCards(json: PositionJson): Card[] {
  return [
    ...json.players.flatMap((p) => [...p.stock, ...p.hand, ...p.discards.flat()]),
    ...json.building.flat(),
    ...json.drawPile,
    ...json.removed,
  ];
}

import type { Card } from './cards.js';

/**
 * A moment of a game, also mid-turn, in the JSON shape of docs/formats.md. Every pile is listed bottom to top:
 * the last card of `stock` is its face-up top card, the last card of `drawPile` is drawn next.
 *
 * A value of this type has been checked by `parsePosition` (the brand makes that the only way to get one), so
 * the rest of the engine never meets an impossible position.
 */
export interface Position {
  readonly toMove: PlayerIndex;
  readonly players: readonly [PlayerPosition, PlayerPosition];
  readonly building: Piles;
  readonly drawPile: readonly Card[];
  readonly removed: readonly Card[];
  readonly [validPosition]: true;
}

export interface PlayerPosition {
  readonly stock: readonly Card[];
  readonly hand: readonly Card[];
  readonly discards: Piles;
}

/** Four piles, bottom to top. */
export type Piles = readonly [readonly Card[], readonly Card[], readonly Card[], readonly Card[]];

export type PlayerIndex = 0 | 1;

/** Brands positions that passed validation. */
declare const validPosition: unique symbol;

/** The position without its brand: what `toJson` gives and what other programs send. */
export type PositionJson = Omit<Position, typeof validPosition>;

export const PLAYERS = [0, 1] as const;
export const PILE_INDICES = [0, 1, 2, 3] as const;
export type PileIndex = (typeof PILE_INDICES)[number];

export const HAND_SIZE = 5;
export const STOCK_SIZE = 15;

export const otherPlayer = (player: PlayerIndex): PlayerIndex => (player === 0 ? 1 : 0);

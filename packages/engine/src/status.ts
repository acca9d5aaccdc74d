import type { PlayerIndex } from './position.js';

/** How a game stands; it follows from the position alone (docs/formats.md). */
export type Status = { readonly over: false } | GameOver;

export interface GameOver {
  readonly over: true;
  /** The winner, or null for a draw. */
  readonly winner: PlayerIndex | null;
  /** `stock`: the winner played their last stock card. `drawPile`: a refill emptied the draw pile. */
  readonly reason: 'stock' | 'drawPile';
}

export const RUNNING: Status = { over: false };

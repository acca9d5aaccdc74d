import type { PlayerIndex } from './position.js';

/** How a game stands; it follows from the position alone (docs/formats.md). */
export type Status = { readonly over: false } | GameOver;

/**
 * Every way a game ends: `stock` (the winner played their last stock card) and `drawPile` (a refill emptied the
 * draw pile) as the rules end it; `resigned` and `timeout` name the loser's way out, which only a server decides.
 */
export const END_REASONS = ['stock', 'drawPile', 'resigned', 'timeout'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** The ends the rules themselves reach, which a position alone shows. */
export const RULES_END_REASONS = ['stock', 'drawPile'] as const satisfies readonly EndReason[];

export interface GameOver {
  readonly over: true;
  /** The winner, or null for a draw. */
  readonly winner: PlayerIndex | null;
  readonly reason: (typeof RULES_END_REASONS)[number];
}

/** How a finished game ended, whichever way: what servers store and clients are shown. */
export interface GameResult {
  /** The winner, or null for a draw. */
  readonly winner: PlayerIndex | null;
  readonly reason: EndReason;
}

export const RUNNING: Status = { over: false };

/** The result a status stands for, or null while the game runs. */
export function resultOf(status: Status): GameResult | null {
  return status.over ? { winner: status.winner, reason: status.reason } : null;
}

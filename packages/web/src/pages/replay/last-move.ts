/** The move that led to a replay's moment, and whether it went to a given pile (the board marks that pile). */
import type { Action, PlayerIndex } from '@katz/engine';

/** The move that led to the moment and who made it, or null at the start. */
export type LastMove = { readonly action: Action; readonly seat: PlayerIndex } | null;

/** Whether the last move went to pile `index` of `kind`: a seat's own discard pile, or (seat null) a building pile. */
export const wentTo = (
  last: LastMove,
  seat: PlayerIndex | null,
  kind: Action['type'],
  index: number,
): boolean =>
  last !== null &&
  last.action.type === kind &&
  last.action.to === index &&
  (seat === null || seat === last.seat);

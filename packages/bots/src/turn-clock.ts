/**
 * A ceiling on the computer's thinking per turn. A turn may take several decisions (a new stock card or a
 * refilled hand starts a new search), so its caller adds up what the turn has spent and hands each decision
 * the deadline that is left. The deadline comes early by a reserve for what follows it: the world the search
 * is in when the deadline passes, and the answer's way back to the caller.
 */

/** Milliseconds of a turn's ceiling kept for the work after a search's deadline. */
export const TURN_RESERVE_MS = 300;

/** The deadline of a decision asked for at `now`, in a turn that has already spent `spentMs` of `turnMs`. */
export function turnDeadline(now: number, turnMs: number, spentMs: number): number {
  return now + turnMs - spentMs - TURN_RESERVE_MS;
}

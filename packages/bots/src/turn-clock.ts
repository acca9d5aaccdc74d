/**
 * A ceiling on the computer's thinking per turn. A turn may take several decisions (a new stock card or a
 * refilled hand starts a new search), so the turn clock adds up what the turn has spent and hands each decision
 * the deadline that is left. The deadline comes early by a reserve for what follows it: the work the search is
 * in when the deadline passes, and the answer's way back to the caller.
 */

/**
 * The ceiling per turn that people play against: the server's default (`BOT_TURN_MS`) and the practice game's in
 * the browser, whose phone may be slower than a server.
 */
export const TURN_CEILING_MS = 1000;

/** Milliseconds of a turn's ceiling kept for the work after a search's deadline. */
export const TURN_RESERVE_MS = 300;

/** The deadline of a decision asked for at `now`, in a turn that has already spent `spentMs` of `turnMs`. */
function turnDeadline(now: number, turnMs: number, spentMs: number): number {
  return now + turnMs - spentMs - TURN_RESERVE_MS;
}

/** The thinking time of one player's turns, one after another. */
export interface TurnClock {
  /** The deadline of the next decision of the turn, asked for at `now` (milliseconds on any one clock). */
  deadline(now: number): number;
  /**
   * Adds a decision's time to the turn; a decision that ended the turn (a discard) starts the next turn with
   * the whole ceiling. Returns the time the turn spent, its last decision included.
   */
  spend(elapsedMs: number, endsTurn: boolean): number;
}

export function startTurnClock(turnMs: number): TurnClock {
  let spentMs = 0;
  return {
    deadline: (now) => turnDeadline(now, turnMs, spentMs),
    spend: (elapsedMs, endsTurn) => {
      const turnTotal = spentMs + elapsedMs;
      spentMs = endsTurn ? 0 : turnTotal;
      return turnTotal;
    },
  };
}

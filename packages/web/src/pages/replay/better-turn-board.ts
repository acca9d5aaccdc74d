/**
 * What the replay's board shows: the moment stepped to, or, while a better turn from the review is played on the
 * board step by step, the position its first `steps` actions lead to, with its last move marked.
 */
import { positionAfter, recordPositions, type Action, type PlayerIndex, type Position } from '@katz/engine';
import type { Moment } from '../record/replay-steps.js';
import type { BetterTurn } from './use-cached-review.js';

export interface BoardShown {
  readonly position: Position;
  /** The move last put on the board, to mark where it went. */
  readonly last: { readonly action: Action; readonly seat: PlayerIndex } | null;
}

export function boardShown(moment: Moment, better: BetterTurn | null, steps: number | null): BoardShown {
  const entry = moment.entry;
  const played = entry?.action ? { action: entry.action, seat: entry.seat } : null;
  if (better === null || steps === null) return { position: moment.position, last: played };
  const { decision, before } = better;
  const action = decision.best[steps - 1];
  return {
    position: playedOn(before, decision.best.slice(0, steps)),
    // Before the better turn's first action, the move that led to its position is the one marked.
    last: steps === 0 ? played : action === undefined ? null : { action, seat: decision.seat },
  };
}

/** The position after `actions` from `start`; an action the engine refuses (none should be) stops there. */
function playedOn(start: Position, actions: readonly Action[]): Position {
  const walked = recordPositions({ position: start, actions });
  const walk = walked.ok ? walked.value : walked.error.walked;
  return positionAfter(walk, actions.length);
}

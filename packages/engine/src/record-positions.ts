/**
 * A record's positions one by one: its start, then where each action led. `replay` (record.ts) gives only the
 * end; a replay page steps through every position, a review words each action in the position before it, and a
 * practice game picks itself up after a reload from its kept actions. They all walk the record here, so none
 * rebuilds the loop around `apply`.
 */
import type { Action } from './action.js';
import type { GameEvent } from './events.js';
import { apply } from './game.js';
import type { PlayerIndex, Position } from './position.js';
import { startOf, type GameRecord, type ReplayError } from './record.js';
import { err, ok, type Result } from './result.js';

/** One action of a record and where it led. */
export interface RecordStep {
  readonly action: Action;
  /** Who played it: the seat to move before it. */
  readonly seat: PlayerIndex;
  /** The position after it. */
  readonly position: Position;
  readonly events: readonly GameEvent[];
}

export interface RecordPositions {
  readonly start: Position;
  /** One step for each of the record's actions, in its order. */
  readonly steps: readonly RecordStep[];
}

/**
 * The first action that could not be applied, with its index in the record's `actions`, and the walk up to it:
 * a reader that shows what it can (a better turn played on the board) keeps the positions before the refusal.
 */
export interface RecordPositionsError extends ReplayError {
  readonly walked: RecordPositions;
}

export function recordPositions(record: GameRecord): Result<RecordPositions, RecordPositionsError> {
  const start = startOf(record);
  const steps: RecordStep[] = [];
  let position = start;
  for (const [index, action] of record.actions.entries()) {
    const seat = position.toMove;
    const applied = apply(position, action);
    if (!applied.ok) {
      const { code, message } = applied.error;
      return err({ code, action: index, message: `action ${index}: ${message}`, walked: { start, steps } });
    }
    position = applied.value.position;
    steps.push({ action, seat, position, events: applied.value.events });
  }
  return ok({ start, steps });
}

/** The position after the walk's first `count` actions: its start for 0, its last position for all of them. */
export function positionAfter(walk: RecordPositions, count: number): Position {
  return count <= 0
    ? walk.start
    : (walk.steps[Math.min(count, walk.steps.length) - 1]?.position ?? walk.start);
}

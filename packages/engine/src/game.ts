/**
 * The checked, immutable face of the rules: positions in, new positions and events out, inputs never touched.
 * It delegates every decision to the core (`refusalOf`, `applyAction`), so there is one rulebook.
 */
import type { Action } from './action.js';
import { decodeAction, encodeAction } from './action-codec.js';
import { fromCoreState, toCoreState } from './core/convert.js';
import { candidateActions } from './core/candidates.js';
import { applyAction, refusalOf, statusOf as coreStatusOf } from './core/table.js';
import type { GameEvent } from './events.js';
import type { Position } from './position.js';
import { err, ok, type Result } from './result.js';
import type { Status } from './status.js';
import { refusalMessage, type Refusal } from './refusal.js';

export interface Applied {
  readonly position: Position;
  readonly events: readonly GameEvent[];
  readonly status: Status;
}

export function statusOf(position: Position): Status {
  return coreStatusOf(toCoreState(position));
}

/** Every distinct legal action of the player to move, each once; empty when the game is over. */
export function legalActions(position: Position): Action[] {
  const state = toCoreState(position);
  return candidateActions(state)
    .filter((code) => refusalOf(state, code) === null)
    .map(decodeAction);
}

export function apply(position: Position, action: Action): Result<Applied, Refusal> {
  const state = toCoreState(position);
  const code = encodeAction(action);
  const refusal = refusalOf(state, code);
  if (refusal !== null) return err({ code: refusal, message: refusalMessage(refusal, action) });
  const events: GameEvent[] = [];
  applyAction(state, code, events);
  return ok({ position: fromCoreState(state), events, status: coreStatusOf(state) });
}

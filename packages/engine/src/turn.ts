/**
 * A turn, or the part of one sent at once (a player's held plays, confirmed together): actions applied in order,
 * all or none. The one place that says what such a batch means, for the server and for the practice game in the
 * browser alike, with the same refusals in the same words.
 */
import type { Action } from './action.js';
import type { GameEvent } from './events.js';
import { apply, statusOf } from './game.js';
import type { PlayerIndex, Position } from './position.js';
import type { Refusal } from './refusal.js';
import { err, ok, type Result } from './result.js';
import { RUNNING, type Status } from './status.js';

export interface AppliedTurn {
  readonly position: Position;
  /** The events of each action, in order. */
  readonly events: readonly (readonly GameEvent[])[];
  /** How the game stands after the last action. */
  readonly status: Status;
}

/** Why a batch was refused, with the index of the action it concerns; nothing of the batch is applied. */
export type TurnRefusal =
  /** The seat is not to move: at the first action, or because an earlier action of the batch ended the turn. */
  | { readonly code: 'not-your-turn'; readonly message: string; readonly action: number }
  /** The engine refused this action in the position the earlier ones led to. */
  | { readonly code: 'refused'; readonly refusal: Refusal; readonly message: string; readonly action: number }
  /** An earlier action ended the game, so this one has no game to be played in. */
  | { readonly code: 'game-ended'; readonly message: string; readonly action: number };

/** Applies `actions` of `seat` in order from `start`; the first one that cannot be taken refuses them all. */
export function applyTurn(
  start: Position,
  seat: PlayerIndex,
  actions: readonly Action[],
): Result<AppliedTurn, TurnRefusal> {
  if (actions.length === 0) return ok({ position: start, events: [], status: statusOf(start) });
  let position = start;
  let status: Status = RUNNING;
  const events: (readonly GameEvent[])[] = [];
  // In a batch, each refusal says which of the actions sent it concerns.
  const where = (index: number) =>
    actions.length > 1 ? ` (action ${index} of the ${actions.length} sent)` : '';
  for (const [index, action] of actions.entries()) {
    if (position.toMove !== seat) {
      const message =
        index === 0
          ? `it is the other player's turn (seat ${position.toMove})`
          : `the turn had passed before this action${where(index)}`;
      return err({ code: 'not-your-turn', message, action: index });
    }
    const applied = apply(position, action);
    if (!applied.ok) {
      const refusal = applied.error;
      return err({ code: 'refused', refusal, message: refusal.message + where(index), action: index });
    }
    ({ position, status } = applied.value);
    events.push(applied.value.events);
    if (status.over && index < actions.length - 1) {
      const message = `the game ended before the action after this one${where(index)}`;
      return err({ code: 'game-ended', message, action: index + 1 });
    }
  }
  return ok({ position, events, status });
}

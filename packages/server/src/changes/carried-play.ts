/**
 * A play another process stored, rebuilt here from its notice instead of read back from the database. The
 * notice of a play stored in one statement carries the action and what the database decided (its time, the
 * turn's deadline, the seats' names; see notices/notice.ts). The engine is pure, so the action applied to the
 * game as this process kept it at the version before gives the very position and events that were stored.
 */
import { apply, parseAction, resultOf } from '@katz/engine';
import { storedPlay, type StoredPlay } from '../games/play-store.js';
import type { GameNotice } from '../notices/notice.js';
import type { StoredGame } from '../games/stored-game.js';

/** The change the notice announces, or null when it cannot be rebuilt from `kept` (then it is read instead). */
export function rebuildCarriedPlay(kept: StoredGame, notice: GameNotice): StoredPlay | null {
  const { play, stored } = notice;
  if (!play || !stored) return null;
  if (kept.version !== notice.version - 1 || kept.state !== 'running') return null;
  if (kept.position.toMove !== play.seat) return null;
  const action = parseAction(play.action);
  if (!action.ok) return null;
  const applied = apply(kept.position, action.value);
  if (!applied.ok) return null;
  const { status, position, events } = applied.value;
  // The one-statement play never ends a rated game (play-store.ts): a notice that says so is not one of those.
  if (status.over && kept.rated) return null;
  const at = new Date(stored.at);
  const [name0, name1] = stored.names;
  return storedPlay(
    {
      game: kept,
      seat: play.seat,
      actions: [{ action: action.value, events }],
      clientActionId: play.clientActionId,
      position,
      result: resultOf(status),
    },
    {
      id: kept.id,
      turn_deadline: stored.deadline === null ? null : new Date(stored.deadline),
      updated_at: at,
      read_at: at,
      name0,
      name1,
    },
  );
}

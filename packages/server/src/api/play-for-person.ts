/**
 * A person's actions, from HTTP or the live WebSocket alike: played through the one checked path, refused with
 * the API's error, and, when new, kept for this process's live connections so announcing them needs no read.
 */
import type { Action } from '@katz/engine';
import type { ChangeReader } from '../changes/change-reader.js';
import type { Database } from '../db/database.js';
import { playAction, type Played } from '../games/play-action.js';
import { fromGameError } from './api-error.js';

export interface PersonPlay {
  readonly gameId: string;
  readonly playerId: string;
  readonly version: number;
  readonly actions: readonly Action[];
  readonly clientActionId: string | undefined;
}

export async function playForPerson(db: Database, changes: ChangeReader, play: PersonPlay): Promise<Played> {
  const played = await playAction(
    db,
    {
      gameId: play.gameId,
      actor: { playerId: play.playerId },
      version: play.version,
      actions: play.actions,
      clientActionId: play.clientActionId ?? null,
    },
    changes,
  );
  if (!played.ok) throw fromGameError(played.error);
  if (!played.value.repeated) changes.remember(played.value.game, played.value.entries);
  return played.value;
}

/**
 * A person's action, from HTTP or the live WebSocket alike: played through the one checked path, refused with
 * the API's error, and, when new, kept for this process's live connections so announcing it needs no read.
 */
import type { Database } from '../db/database.js';
import { playAction, type ActionRequest, type Played } from '../games/play-action.js';
import { fromGameError } from '../http/api-error.js';
import type { ChangeReader } from './change-reader.js';

export async function playForPerson(
  db: Database,
  changes: ChangeReader,
  request: ActionRequest,
): Promise<Played> {
  const played = await playAction(db, request);
  if (!played.ok) throw fromGameError(played.error);
  if (!played.value.repeated) changes.remember(played.value.game, played.value.entry);
  return played.value;
}

/**
 * Ending sessions on purpose (a logout, here or everywhere, a login or registration that replaces the device's
 * session): the rows go, and in the same transaction a notice names them, so that every server process closes
 * the live connections opened with them (live/player-socket.ts).
 */
import type { Database, Queryable } from '../db/database.js';
import { sessionsEnded } from '../notices/notice.js';
import { announce } from '../notices/announce.js';
import { endAllSessions, endSession } from '../identity/sessions.js';

/** Ends the token's session and announces it, within the caller's transaction. */
export async function endSessionIn(tx: Queryable, token: string): Promise<void> {
  await announce(tx, ...sessionsEnded(await endSession(tx, token)));
}

/** Ends every session of the player and announces them, within the caller's transaction. */
export async function endAllSessionsIn(tx: Queryable, playerId: string): Promise<void> {
  await announce(tx, ...sessionsEnded(await endAllSessions(tx, playerId)));
}

export const endSessionNow = (db: Database, token: string): Promise<void> =>
  db.transaction((tx) => endSessionIn(tx, token));

export const endAllSessionsNow = (db: Database, playerId: string): Promise<void> =>
  db.transaction((tx) => endAllSessionsIn(tx, playerId));

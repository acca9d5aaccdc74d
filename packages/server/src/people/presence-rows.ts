/**
 * The `presence` table: one row per registered player and server process holding a live connection of theirs,
 * and when the process last vouched for it. A player is online while any row of theirs was vouched for recently,
 * so a process that died stops counting once its rows go stale, and the heartbeat removes them. As the spectators'
 * rows (spectators/watcher-rows.ts), and for the same reasons: a process that starts later reads the truth, and
 * the database's clock judges staleness the same for every process.
 */
import type { Database, Queryable } from '../db/database.js';

/** The SQL condition that the player (an SQL expression) is online, with rows vouched for within `seconds`. */
export const ONLINE_SQL = (player: string, seconds: string): string =>
  `EXISTS (SELECT 1 FROM presence pr WHERE pr.player_id = ${player}
             AND pr.seen_at >= now() - make_interval(secs => ${seconds}))`;

export async function markPresent(db: Queryable, processId: string, playerId: string): Promise<void> {
  await db.query(
    `INSERT INTO presence (player_id, process_id) VALUES ($1, $2)
     ON CONFLICT (player_id, process_id) DO UPDATE SET seen_at = now()`,
    [playerId, processId],
  );
}

export async function markAbsent(db: Queryable, processId: string, playerId: string): Promise<void> {
  await db.query('DELETE FROM presence WHERE player_id = $1 AND process_id = $2', [playerId, processId]);
}

/** Vouches again for every player connected here (writing back a row taken for stale), and drops stale rows. */
export async function refreshPresence(
  db: Database,
  processId: string,
  players: readonly string[],
  staleSeconds: number,
): Promise<void> {
  if (players.length > 0) {
    await db.query(
      `INSERT INTO presence (player_id, process_id) SELECT unnest($1::text[]), $2
       ON CONFLICT (player_id, process_id) DO UPDATE SET seen_at = now()`,
      [players, processId],
    );
  }
  await db.query('DELETE FROM presence WHERE seen_at < now() - make_interval(secs => $1)', [staleSeconds]);
}

export async function removeProcessPresence(db: Queryable, processId: string): Promise<void> {
  await db.query('DELETE FROM presence WHERE process_id = $1', [processId]);
}

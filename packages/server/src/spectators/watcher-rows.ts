/**
 * The `watchers` table: one row per game and server process with that process's number of spectators, and
 * when the process last vouched for it. The count of a game is the sum over rows vouched for recently, so a
 * process that died stops counting once its rows go stale, and the heartbeat removes them (and says so).
 */
import type { Database, Queryable } from '../db/database.js';
import { announce } from '../notices/announce.js';
import type { Notice } from '../notices/notice.js';

/** Writes this process's count for one game (removing the row at zero) and announces the change. */
export async function publishCount(
  db: Database,
  processId: string,
  gameId: string,
  spectators: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (spectators === 0) {
      await tx.query('DELETE FROM watchers WHERE game_id = $1 AND process_id = $2', [gameId, processId]);
    } else {
      await tx.query(
        `INSERT INTO watchers (game_id, process_id, spectators) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, process_id) DO UPDATE SET spectators = $3, seen_at = now()`,
        [gameId, processId, spectators],
      );
    }
    await announce(tx, { kind: 'table', game: gameId });
  });
}

/**
 * Vouches again for every count this process holds. A row that is there keeps its count: the heartbeat's counts
 * were taken before its write, and `publishCount` may have written a newer one meanwhile (the registry publishes
 * again where its count moved since). A row that is missing (taken for stale) is written back, and its game
 * announced, since its count rose again.
 */
export async function refreshCounts(
  db: Database,
  processId: string,
  counts: ReadonlyMap<string, number>,
): Promise<void> {
  if (counts.size === 0) return;
  await db.transaction(async (tx) => {
    const written = await tx.query<{ game_id: string; inserted: boolean }>(
      `INSERT INTO watchers (game_id, process_id, spectators)
         SELECT game_id, $1, spectators FROM unnest($2::text[], $3::int[]) AS t (game_id, spectators)
       ON CONFLICT (game_id, process_id) DO UPDATE SET seen_at = now()
       RETURNING game_id, (xmax = 0) AS inserted`,
      [processId, [...counts.keys()], [...counts.values()]],
    );
    const back = written.rows
      .filter((row) => row.inserted)
      .map((row): Notice => ({ kind: 'table', game: row.game_id }));
    if (back.length > 0) await announce(tx, ...back);
  });
}

/** Removes the rows no process has vouched for within `staleSeconds`, announcing each game whose count fell. */
export async function removeStaleCounts(db: Database, staleSeconds: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query<{ game_id: string }>(
      `DELETE FROM watchers WHERE seen_at < now() - make_interval(secs => $1) RETURNING game_id`,
      [staleSeconds],
    );
    for (const gameId of new Set(removed.rows.map((row) => row.game_id)))
      await announce(tx, { kind: 'table', game: gameId });
  });
}

/** Removes every row of this process (at shutdown), announcing each game. */
export async function removeProcessCounts(db: Database, processId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query<{ game_id: string }>(
      'DELETE FROM watchers WHERE process_id = $1 RETURNING game_id',
      [processId],
    );
    if (removed.rows.length > 0)
      await announce(
        tx,
        ...removed.rows.map(({ game_id: gameId }): Notice => ({ kind: 'table', game: gameId })),
      );
  });
}

/** The spectators of a game over every live process. */
export async function spectatorCount(db: Queryable, gameId: string, staleSeconds: number): Promise<number> {
  const found = await db.query<{ total: number }>(
    `SELECT coalesce(sum(spectators), 0)::int AS total FROM watchers
     WHERE game_id = $1 AND seen_at >= now() - make_interval(secs => $2)`,
    [gameId, staleSeconds],
  );
  return found.rows[0]?.total ?? 0;
}

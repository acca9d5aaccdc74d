/**
 * Attempts counted in the `attempts` table, by the database's clock: on PGlite and PostgreSQL alike. Each
 * count is one `INSERT … ON CONFLICT DO UPDATE … RETURNING`: the row's lock makes attempts at the same moment
 * count one after another, each answered with its own count.
 */
import type { Queryable } from '../db/database.js';
import type { AttemptCount, AttemptCounter } from './attempt-counter.js';

export function databaseAttemptCounter(db: Queryable): AttemptCounter {
  return {
    take: async (keys, windowSeconds) => {
      // Sorted, so that two statements lock the same rows in the same order and never wait on each other.
      const counted = await db.query<{ key: string; attempts: number; seconds_left: number }>(
        `INSERT INTO attempts AS a (key, attempts, window_ends)
         SELECT key, 1, now() + make_interval(secs => $2) FROM unnest($1::text[]) AS k(key) ORDER BY key
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN a.window_ends <= now() THEN 1 ELSE a.attempts + 1 END,
           window_ends = CASE WHEN a.window_ends <= now() THEN excluded.window_ends ELSE a.window_ends END
         RETURNING key, attempts, ceil(extract(epoch FROM window_ends - now()))::integer AS seconds_left`,
        [[...new Set(keys)].sort(), windowSeconds],
      );
      // Windows long over are forgotten, so the table holds only the recent past.
      await db.query(`DELETE FROM attempts WHERE window_ends < now() - interval '1 hour'`);
      return new Map<string, AttemptCount>(
        counted.rows.map((row) => [
          row.key,
          { attempts: row.attempts, secondsLeft: Math.max(1, row.seconds_left) },
        ]),
      );
    },
    giveBack: async (keys) => {
      // One row per statement: a statement that locked two rows could wait on one that locked them the other way.
      for (const key of new Set(keys)) {
        await db.query(
          'UPDATE attempts SET attempts = greatest(attempts - 1, 0) WHERE key = $1 AND window_ends > now()',
          [key],
        );
      }
    },
    clear: async (key) => {
      await db.query('DELETE FROM attempts WHERE key = $1', [key]);
    },
    close: () => Promise.resolve(),
  };
}

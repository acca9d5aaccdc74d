/** Failed logins counted in the `login_failures` table, by the database's clock: on PGlite and PostgreSQL alike. */
import type { Queryable } from '../db/database.js';
import type { FailureCount, FailureCounter } from './failure-counter.js';

export function databaseFailureCounter(db: Queryable): FailureCounter {
  return {
    read: async (keys) => {
      const found = await db.query<{ key: string; failures: number; seconds_left: number }>(
        `SELECT key, failures, ceil(extract(epoch FROM window_ends - now()))::integer AS seconds_left
         FROM login_failures WHERE key = ANY($1) AND window_ends > now()`,
        [keys],
      );
      return new Map<string, FailureCount>(
        found.rows.map((row) => [
          row.key,
          { failures: row.failures, secondsLeft: Math.max(1, row.seconds_left) },
        ]),
      );
    },
    add: async (keys, windowSeconds) => {
      for (const key of keys) {
        await db.query(
          `INSERT INTO login_failures AS f (key, failures, window_ends)
           VALUES ($1, 1, now() + make_interval(secs => $2))
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN f.window_ends <= now() THEN 1 ELSE f.failures + 1 END,
             window_ends = CASE WHEN f.window_ends <= now() THEN excluded.window_ends ELSE f.window_ends END`,
          [key, windowSeconds],
        );
      }
      // Windows long over are forgotten, so the table holds only the recent past.
      await db.query(`DELETE FROM login_failures WHERE window_ends < now() - interval '1 hour'`);
    },
    clear: async (key) => {
      await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
    },
    close: () => Promise.resolve(),
  };
}

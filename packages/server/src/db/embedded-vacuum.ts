/**
 * VACUUM for the embedded database. A PostgreSQL server vacuums by itself (its autovacuum workers); PGlite has
 * no background processes, so it never does, though `autovacuum` reads `on`. Without it the dead row versions
 * that every play leaves in `games` (and every lease renewal in `leases`) are never cleaned from the indexes,
 * the planner's statistics are never refreshed, and, after some two billion transactions, PostgreSQL would stop
 * writing to protect itself from transaction-id wraparound. So the server vacuums (and analyzes) the whole
 * database now and then: VACUUM skips the pages that have not changed since the last one, so a regular one is
 * short. Statements wait for it meanwhile, as for any other.
 */
import type { Database } from './database.js';

/** How often: often enough that a busy server's runs stay short, rarely enough to cost nothing measurable. */
export const VACUUM_EVERY_MS = 10 * 60 * 1000;

export interface EmbeddedVacuum {
  /** One VACUUM (ANALYZE) now; resolves with how long it took, in milliseconds. */
  run(): Promise<number>;
  close(): Promise<void>;
}

export function startEmbeddedVacuum(
  db: Database,
  options: {
    readonly everyMs: number;
    readonly onDone: (milliseconds: number) => void;
    readonly onError: (error: unknown) => void;
  },
): EmbeddedVacuum {
  let running: Promise<number> | null = null;
  const run = () => {
    running ??= (async () => {
      const start = performance.now();
      await db.script('VACUUM (ANALYZE)');
      return performance.now() - start;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    run().then(options.onDone, options.onError);
  }, options.everyMs);
  timer.unref();
  return {
    run,
    close: async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

/**
 * VACUUM for the embedded database. A PostgreSQL server vacuums by itself (its autovacuum workers); PGlite has
 * no background processes, so it never does, though `autovacuum` reads `on`. Without it the dead row versions
 * that every play leaves in `games` (and every lease renewal in `leases`) are never cleaned from the indexes,
 * the planner's statistics are never refreshed, and, after some two billion transactions, PostgreSQL would stop
 * writing to protect itself from transaction-id wraparound. So the server vacuums it itself: the tables that
 * rows are updated or deleted in every minute, which keeps each run short (measured on 5,000 games: 35 to
 * 140 ms after 20,000 plays), and the whole database with its statistics every hour. Statements wait for a run
 * meanwhile, as for any other.
 */
import type { Database } from '../db/database.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';

/** How often the busy tables are vacuumed: a run's length grows with the plays since the last. */
export const VACUUM_EVERY_MS = 60 * 1000;
/** Every how many runs the whole database is vacuumed and analyzed (the log, the catalogs, the statistics). */
const FULL_EVERY_RUNS = 60;
/** The tables whose rows are updated or deleted as the server runs; the others only grow. */
const BUSY_TABLES = 'games, leases, watchers, sessions, challenges, attempts, ratings, players';

export type VacuumKind = 'busy' | 'full';

export interface EmbeddedVacuum {
  /** One run now; resolves with how long it took, in milliseconds. */
  run(kind: VacuumKind): Promise<number>;
  close(): Promise<void>;
}

export function startEmbeddedVacuum(
  db: Database,
  options: {
    readonly everyMs: number;
    readonly onDone: (kind: VacuumKind, milliseconds: number) => void;
    readonly onError: (error: unknown) => void;
  },
): EmbeddedVacuum {
  let running: Promise<number> | null = null;
  const run = (kind: VacuumKind) => {
    running ??= (async () => {
      const start = performance.now();
      await db.script(kind === 'full' ? 'VACUUM (ANALYZE)' : `VACUUM ${BUSY_TABLES}`);
      return performance.now() - start;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let runs = 0;
  const job = startPeriodicJob({
    everyMs: options.everyMs,
    work: async () => {
      const kind = ++runs % FULL_EVERY_RUNS === 0 ? 'full' : 'busy';
      return { kind, milliseconds: await run(kind) } as const;
    },
    onDone: ({ kind, milliseconds }) => {
      options.onDone(kind, milliseconds);
    },
    onError: options.onError,
  });
  return {
    run,
    close: async () => {
      await job.close();
      await running?.catch(() => 0);
    },
  };
}

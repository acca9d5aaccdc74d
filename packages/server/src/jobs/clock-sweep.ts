/**
 * Ends games whose person to move ran out of time. Clocks live in the database as deadlines, so the sweep
 * needs no memory: any process may run it, after a restart it finds what came due meanwhile, and two processes
 * cannot both end one game (the update is versioned and rechecks the deadline).
 *
 * So that several processes do not all sweep the same clocks, only the process holding the lease `clocks`
 * sweeps (`isMine`); the others tick idly and try for the lease at every renewal, so when its holder dies one
 * of them sweeps within a lease's length.
 */
import type { Database } from '../db/database.js';
import { overdueGames, timeOut } from '../games/end-game.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';

/** The lease of the process that sweeps the clocks, and does the other work of one process at a time. */
export const CLOCK_LEASE = 'clocks';

export interface ClockSweeper {
  /** One sweep now; resolves with the number of games it ended. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function startClockSweeper(
  db: Database,
  options: {
    readonly everyMs: number;
    /** Whether this process holds the clock lease now. */
    readonly isMine: () => boolean;
    readonly onError: (error: unknown) => void;
  },
): ClockSweeper {
  const job = startPeriodicJob({
    everyMs: options.everyMs,
    isMine: options.isMine,
    work: async () => {
      let ended = 0;
      for (const game of await overdueGames(db, 100)) {
        if (await timeOut(db, game.id, game.version)) ended++;
      }
      return ended;
    },
    onError: options.onError,
  });
  return { sweep: job.run, close: job.close };
}

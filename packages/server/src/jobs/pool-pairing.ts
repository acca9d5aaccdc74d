/**
 * Pairs the players waiting for a person to play (people/pool.ts) as their rating windows widen with the wait: by
 * the process that holds the clock lease, at the clock sweep's pace. A join pairs at once where it can; this is for
 * those who had no one close enough then. Correct in any number of processes at once (the pool's lock).
 */
import type { Database } from '../db/database.js';
import { pairPool } from '../people/pool.js';
import { startPeriodicJob, type PeriodicJob } from '../scheduling/periodic-job.js';

export function startPoolPairing(
  db: Database,
  options: {
    readonly everyMs: number;
    readonly isMine: () => boolean;
    readonly onError: (error: unknown) => void;
  },
): PeriodicJob<number> {
  return startPeriodicJob({
    everyMs: options.everyMs,
    isMine: options.isMine,
    work: () => pairPool(db),
    onError: options.onError,
  });
}

/**
 * Applies vacations as they start (notifications/vacations.ts): by the process that holds the clock lease, at
 * the clock sweep's pace, so that a turn running at a vacation's start has its deadline moved on before it could
 * be swept. Correct in any number of processes at once (the statement takes each vacation once); the lease only
 * saves the others the query.
 */
import type { Database } from '../db/database.js';
import { applyStartedVacations } from '../notifications/vacations.js';
import { startPeriodicJob, type PeriodicJob } from '../scheduling/periodic-job.js';

export function startVacationStarts(
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
    work: () => applyStartedVacations(db),
    onError: options.onError,
  });
}

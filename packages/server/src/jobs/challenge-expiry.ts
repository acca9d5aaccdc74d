/**
 * Closes the direct challenges that ran out unanswered (games/challenges.ts), telling both players: by the process
 * that holds the clock lease, at the clock sweep's pace. Correct in any number of processes at once (the statement
 * takes each challenge once); the lease only saves the others the query.
 */
import type { Database } from '../db/database.js';
import { expireChallenges } from '../games/challenges.js';
import { startPeriodicJob, type PeriodicJob } from '../scheduling/periodic-job.js';

export function startChallengeExpiry(
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
    work: () => expireChallenges(db),
    onError: options.onError,
  });
}

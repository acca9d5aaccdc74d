/**
 * Moves tournaments on (tournaments/tournament-rounds.ts): starts them when their time comes, pairs each next
 * round once the last game of the one before is over, and ends them. Correct in any number of processes at once
 * (each step holds the tournament's row and checks again that it is due); the lease only saves the others the
 * query.
 */
import type { Database } from '../db/database.js';
import { startPeriodicJob, type PeriodicJob } from '../scheduling/periodic-job.js';
import { advanceTournaments } from '../tournaments/tournament-rounds.js';

export function startTournamentRounds(
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
    work: () => advanceTournaments(db),
    onError: options.onError,
  });
}

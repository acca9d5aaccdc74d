/**
 * The periodic jobs that one process at a time runs, the one holding the clock lease (docs/deploy.md): the turn
 * clocks' sweep, the housekeeping, the vacations' starts, the direct challenges' expiry, the pool's pairing and the
 * tournaments' steps. Each looks whether it holds the lease at every run, so that another process takes over
 * within a lease's time when this one dies.
 */
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Database } from '../db/database.js';
import { startClockSweeper } from './clock-sweep.js';
import type { SessionLifetimes } from '../identity/account-settings.js';
import { startHousekeeper } from './housekeeping.js';
import { startTournamentSteps } from './tournament-steps.js';
import { expireChallenges } from '../games/challenges.js';
import { applyStartedVacations } from '../notifications/vacations.js';
import { pairPool } from '../people/pool.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';

/** Where the jobs say what they did and what failed: the server's log. */
interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LeaseHeldJobsOptions {
  /** How often the clocks, vacations and tournaments are looked at (`CLOCK_SWEEP_MS`). */
  readonly sweepMs: number;
  readonly housekeepingMs: number;
  readonly lifetimes: SessionLifetimes;
  /** Whether this process holds the clock lease now. */
  readonly isMine: () => boolean;
  readonly log: JobLog;
}

/** Starts the jobs; the function returned stops them all. */
export function startLeaseHeldJobs(
  db: Database,
  feed: NoticeFeed,
  options: LeaseHeldJobsOptions,
): () => Promise<void> {
  const { sweepMs, isMine, log } = options;
  const failed = (what: string) => (error: unknown) => {
    log.error({ err: error }, what);
  };
  const atSweep = (work: () => Promise<unknown>, failure: string) =>
    startPeriodicJob({ everyMs: sweepMs, isMine, work, onError: failed(failure) });
  const jobs = [
    startClockSweeper(db, { everyMs: sweepMs, isMine, onError: failed('clock sweep failed') }),
    startHousekeeper(db, {
      everyMs: options.housekeepingMs,
      lifetimes: options.lifetimes,
      isMine,
      onSwept: (swept) => {
        if (swept.sessions + swept.guests + swept.outboxRows > 0)
          log.info(swept, 'forgot ended sessions, unreachable guests and old outbox rows');
      },
      onError: failed('housekeeping failed'),
    }),
    // Each of these is one statement at the sweep's pace, correct in any number of processes at once (each takes
    // its rows once); the lease only saves the others the query.
    atSweep(() => applyStartedVacations(db), 'applying vacations failed'),
    atSweep(() => expireChallenges(db), 'closing run out challenges failed'),
    atSweep(() => pairPool(db), 'pairing the pool failed'),
    startTournamentSteps(db, feed, {
      everyMs: sweepMs,
      isMine,
      onError: failed('moving tournaments on failed'),
    }),
  ];
  return async () => {
    for (const job of jobs.reverse()) await job.close();
  };
}

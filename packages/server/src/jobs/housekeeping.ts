/**
 * Forgets what has ended and would otherwise stay in the database for good: sessions past their lifetimes that
 * never came back, the guests left with no session and nothing that names them, and outbox rows done long ago.
 * None is needed again, and all grow with every visitor or every correspondence move, so a site that runs for
 * years keeps only what is alive.
 *
 * Like the clock sweep, only the process holding the clock lease does it (`isMine`), so several processes do
 * not delete the same rows; a sweep runs when the lease is first held and then every `everyMs`.
 */
import type { Database } from '../db/database.js';
import type { SessionLifetimes } from '../identity/account-settings.js';
import { forgetUnreachableGuests } from '../identity/guests.js';
import { forgetEndedSessions } from '../identity/sessions.js';
import { forgetDoneRows } from '../notifications/outbox-store.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';

/** How often the housekeeper asks whether it holds the lease. */
const CHECK_LEASE_MS = 5000;

export interface Swept {
  readonly sessions: number;
  readonly outboxRows: number;
  readonly guests: number;
}

export interface Housekeeper {
  /** One sweep now. */
  sweep(): Promise<Swept>;
  close(): Promise<void>;
}

export function startHousekeeper(
  db: Database,
  options: {
    readonly everyMs: number;
    readonly lifetimes: SessionLifetimes;
    /** Whether this process holds the clock lease now. */
    readonly isMine: () => boolean;
    readonly onSwept: (swept: Swept) => void;
    readonly onError: (error: unknown) => void;
  },
): Housekeeper {
  const job = startPeriodicJob({
    everyMs: options.everyMs,
    isMine: options.isMine,
    // Asked often, swept seldom: a process that takes the lease over sweeps at once, not an `everyMs` later.
    checkMs: CHECK_LEASE_MS,
    work: async (): Promise<Swept> => ({
      sessions: await forgetEndedSessions(db, options.lifetimes),
      outboxRows: await forgetDoneRows(db),
      // After the sessions, so that a guest whose last one has just gone goes in the same sweep.
      guests: await forgetUnreachableGuests(db),
    }),
    onDone: options.onSwept,
    onError: options.onError,
  });
  return { sweep: job.run, close: job.close };
}

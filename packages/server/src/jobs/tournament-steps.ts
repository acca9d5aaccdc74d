/**
 * Moves tournaments on (tournaments/tournament-steps.ts): starts them when their time comes, pairs each next round
 * or arena pairing, and ends them. A tournament's change notice (its last game of a round ending, a player joining
 * an arena) moves that tournament on at once, on the process that holds the lease; the sweep every
 * `CLOCK_SWEEP_MS` is the safety net for a notice lost, and for what only time brings (a start, a round at its set
 * time, an arena's close). Correct in any number of processes at once (each step holds the tournament's row and
 * checks again that it is due); the lease only saves the others the queries.
 */
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Database } from '../db/database.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import { advanceTournament, advanceTournaments } from '../tournaments/tournament-steps.js';

export interface TournamentSteps {
  readonly close: () => Promise<void>;
}

export function startTournamentSteps(
  db: Database,
  feed: NoticeFeed,
  options: {
    readonly everyMs: number;
    readonly isMine: () => boolean;
    readonly onError: (error: unknown) => void;
  },
): TournamentSteps {
  const sweep = startPeriodicJob({
    everyMs: options.everyMs,
    isMine: options.isMine,
    work: () => advanceTournaments(db),
    onError: options.onError,
  });
  /** Each tournament being moved on from a notice, and whether another notice came meanwhile. */
  const moving = new Map<string, { again: boolean; done: Promise<void> }>();
  let closed = false;
  const moveOn = (id: string) => {
    const under = moving.get(id);
    if (under !== undefined) {
      // Read again once the step under way is done: it may have read the tournament before this change.
      under.again = true;
      return;
    }
    const entry = { again: false, done: Promise.resolve() };
    /** Whether a notice came while the step ran (set by a later call meanwhile). */
    const noticedAgain = () => entry.again && !closed;
    entry.done = (async () => {
      do {
        entry.again = false;
        await advanceTournament(db, id).catch(options.onError);
      } while (noticedAgain());
      moving.delete(id);
    })();
    moving.set(id, entry);
  };
  const stop = feed.watchTournaments((id) => {
    if (closed || !options.isMine()) return;
    if (id === null) void sweep.run().catch(options.onError);
    else moveOn(id);
  });
  return {
    close: async () => {
      closed = true;
      stop();
      await Promise.all([sweep.close(), ...[...moving.values()].map((entry) => entry.done)]);
    },
  };
}

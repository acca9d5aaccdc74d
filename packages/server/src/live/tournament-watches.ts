/**
 * The tournaments one connection watches (a tournament's page): each change of one is told as `tournament`, so
 * that the page reads it again at once instead of at its next look. At most one message a second per tournament:
 * an arena of hundreds ends several games a second, and each message makes the page read the whole tournament.
 * The last change of a burst is always told, a second after the one before.
 */
import type { ServerMessage } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Queryable } from '../db/database.js';
import { tournamentExists } from '../tournaments/tournament-record.js';

/** The least time between two messages about one tournament. */
const SPACING_MS = 1_000;

export interface TournamentWatches {
  /** Follows the tournament, and says so with a first `tournament` message; an unknown one is refused. */
  watch(tournamentId: string, ref: string | undefined): Promise<void>;
  unwatch(tournamentId: string): void;
  close(): void;
}

interface Watched {
  lastSent: number;
  timer: NodeJS.Timeout | null;
}

export function createTournamentWatches(context: {
  readonly db: Queryable;
  readonly feed: NoticeFeed;
  readonly send: (message: ServerMessage) => void;
  /** Tournaments followed at once; a watch past it is refused. */
  readonly limit: number;
}): TournamentWatches {
  const { db, feed, send, limit } = context;
  const watched = new Map<string, Watched>();
  const tell = (tournamentId: string) => {
    const watch = watched.get(tournamentId);
    if (watch?.timer !== null) return;
    const wait = watch.lastSent + SPACING_MS - Date.now();
    if (wait > 0) {
      watch.timer = setTimeout(() => {
        watch.timer = null;
        tell(tournamentId);
      }, wait);
      return;
    }
    watch.lastSent = Date.now();
    send({ type: 'tournament', tournamentId });
  };
  const stop = feed.watchTournaments((tournamentId) => {
    if (tournamentId !== null) tell(tournamentId);
    else for (const id of watched.keys()) tell(id);
  });
  const unwatch = (tournamentId: string) => {
    const watch = watched.get(tournamentId);
    if (watch?.timer) clearTimeout(watch.timer);
    watched.delete(tournamentId);
  };
  return {
    watch: async (tournamentId, ref) => {
      if (!watched.has(tournamentId) && watched.size >= limit) {
        throw new ApiError(
          'too-many-watches',
          `this connection follows ${String(limit)} tournaments, the most at once: unwatch one first`,
        );
      }
      if (!(await tournamentExists(db, tournamentId))) {
        throw new ApiError('tournament-not-found', `there is no tournament ${tournamentId}`);
      }
      if (!watched.has(tournamentId)) watched.set(tournamentId, { lastSent: Date.now(), timer: null });
      send({ type: 'tournament', tournamentId, ...(ref === undefined ? {} : { ref }) });
    },
    unwatch,
    close: () => {
      stop();
      for (const id of [...watched.keys()]) unwatch(id);
    },
  };
}

/**
 * The games one connection follows. Each watched game remembers the last version sent; on every announced
 * change the connection receives one `update` with the game as its player may see it and the entries it had
 * not received. Sends go through one queue, so a game's updates leave in version order (watch-sends.ts).
 *
 * Around the moves, the connection also receives a `table` message after its first update and whenever the
 * game's spectators or rematch offer change; a connection whose player is not seated counts as a spectator.
 */
import { ApiError } from '../api/api-error.js';
import { existingGame, refuseUnlessSeen } from '../api/game-access.js';
import { seatOfPlayer, type StoredGame } from '../games/stored-game.js';
import type { WatchContext } from './watch-context.js';
import { createWatchSends, type Watch } from './watch-sends.js';

export interface Watches {
  /** Follows a game from `since` (default: now); the first update holds what came after `since`. */
  watch(gameId: string, since: number | undefined, ref: string | undefined): Promise<void>;
  unwatch(gameId: string): void;
  close(): void;
}

/**
 * The game a new watch starts from, and the newest version announced while it was read. A game kept here is the
 * newest this process has heard of (change-reader.ts): a new game just accepted or played here, say. A client
 * that saw a newer version than that (through another process) reads it.
 */
async function gameToWatch(
  { db, feed, changes }: WatchContext,
  gameId: string,
  since: number | undefined,
): Promise<{ game: StoredGame; announced: () => number }> {
  const kept = changes.latest(gameId);
  if (kept && (since === undefined || since <= kept.version)) return { game: kept, announced: () => -1 };
  // Listening already while the game is read: a change announced meanwhile may be missing from the read, and
  // then the first update reads the game again; otherwise it is sent as read, with no second read.
  let announced = -1;
  const listenWhileReading = feed.watchGame(gameId, (_, version) => {
    announced = Math.max(announced, version);
  });
  let game: StoredGame;
  try {
    game = await existingGame(db, gameId);
  } finally {
    listenWhileReading();
  }
  // Known here now: the player's next play on it (a new game's first, say) needs no read of the game.
  changes.remember(game, []);
  return { game, announced: () => announced };
}

export function createWatches(context: WatchContext): Watches {
  const { feed, spectators, playerId, sessionLive, limit } = context;
  const watches = new Map<string, Watch>();
  /** Games whose watch is being set up (the game is read): they count against the limit already. */
  const starting = new Set<string>();
  const sends = createWatchSends(context, watches);

  /** Follows a game: reads it (or takes it as kept here), listens to its changes, and sends its first update. */
  const startWatch = async (gameId: string, since: number | undefined, ref: string | undefined) => {
    // Asked while the game is read, and awaited before it is shown: a session that ended sees no game.
    const live = sessionLive();
    // Handled where it is awaited; a watch refused before then (an unknown game) must not leave it unhandled.
    live.catch(() => undefined);
    const { game, announced } = await gameToWatch(context, gameId, since);
    // A table of a duplicate round still in play is followed by its two players only.
    refuseUnlessSeen(game, playerId);
    watches.get(gameId)?.stop();
    const stops = [
      feed.watchGame(gameId, sends.onChange),
      feed.watchTable(gameId, () => {
        sends.onTable(gameId);
      }),
    ];
    if (seatOfPlayer(game, playerId) === null) stops.push(spectators.join(gameId, playerId));
    else {
      stops.push(
        feed.watchDeadline(gameId, () => {
          sends.onDeadlineMoved(gameId);
        }),
      );
    }
    const stop = () => {
      for (const stopOne of stops) stopOne();
    };
    watches.set(gameId, { sent: Math.min(since ?? game.version, game.version), stop });
    sends.first(game, { announced, live, ref });
    sends.onTable(gameId);
  };

  return {
    watch: async (gameId, since, ref) => {
      // Counted before the game is read, so that watches sent at once cannot pass the limit together.
      const followed = watches.has(gameId) || starting.has(gameId);
      // A game is in both sets for a moment, between its watch being set and its start being done.
      const count = watches.size + [...starting].filter((id) => !watches.has(id)).length;
      if (!followed && count >= limit) {
        throw new ApiError(
          'too-many-watches',
          `this connection follows ${String(limit)} games, the most at once: unwatch one first`,
        );
      }
      starting.add(gameId);
      try {
        await startWatch(gameId, since, ref);
      } finally {
        starting.delete(gameId);
      }
    },
    unwatch: (gameId) => {
      watches.get(gameId)?.stop();
      watches.delete(gameId);
    },
    close: () => {
      for (const watch of watches.values()) watch.stop();
      watches.clear();
    },
  };
}

/**
 * The games one connection follows. Each watched game remembers the last version sent; on every announced
 * change the connection receives one `update` with the game as its player may see it and the entries it had
 * not received. Sends go through one queue, so a game's updates leave in version order.
 *
 * Around the moves, the connection also receives a `table` message after its first update and whenever the
 * game's spectators or rematch offer change; a connection whose player is not seated counts as a spectator.
 */
import type { ServerMessage, UpdateMessage } from '@katz/protocol';
import { ApiError } from '../api/api-error.js';
import { tableNews } from '../api/table-news.js';
import type { SpectatorRegistry } from '../spectators/spectator-registry.js';
import { existingGame, refuseUnlessSeen } from '../api/game-access.js';
import type { ChangeReader } from '../changes/change-reader.js';
import type { NoticeFeed } from '../changes/notice-feed.js';
import type { Database } from '../db/database.js';
import { loadLog } from '../games/game-store.js';
import { seatOfPlayer, type LogEntry, type StoredGame } from '../games/stored-game.js';
import { entryView, gameView } from '../games/views.js';

interface Watch {
  /** The last version this connection received. */
  sent: number;
  /** Stops following the game: its changes, its table, and counting this connection as a spectator. */
  readonly stop: () => void;
}

export interface WatchContext {
  readonly db: Database;
  readonly feed: NoticeFeed;
  readonly changes: ChangeReader;
  readonly spectators: SpectatorRegistry;
  readonly playerId: string;
  /** Whether the connection's session still exists; false closes the connection (player-socket.ts). */
  readonly sessionLive: () => Promise<boolean>;
  /** Runs sends one after another, in the order they were queued. */
  readonly inOrder: (work: () => Promise<void>) => void;
  readonly send: (message: UpdateMessage | Extract<ServerMessage, { type: 'table' }>) => void;
  /** Games followed at once; a watch past it is refused. */
  readonly limit: number;
}

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
  const { db, feed, changes, spectators, playerId, sessionLive, inOrder, send, limit } = context;
  const watches = new Map<string, Watch>();
  /** Games whose watch is being set up (the game is read): they count against the limit already. */
  const starting = new Set<string>();

  /** The one place an update frame is made: the game and the new entries, as this player may see them. */
  const sendUpdate = (game: StoredGame, entries: readonly LogEntry[], ref: string | undefined) => {
    const watch = watches.get(game.id);
    if (!watch) return;
    watch.sent = game.version;
    const viewer = seatOfPlayer(game, playerId);
    send({
      type: 'update',
      gameId: game.id,
      game: gameView(game, viewer),
      // A read of the log can see changes newer than the game read before it: those come with the next update.
      entries: entries
        .filter((entry) => entry.version <= game.version)
        .map((entry) => entryView(entry, viewer)),
      ...(ref === undefined ? {} : { ref }),
    });
  };

  /** Sends what changed since the last frame, once `version` is announced. */
  const onChange = (gameId: string, version: number) => {
    inOrder(async () => {
      const watch = watches.get(gameId);
      if (!watch || version <= watch.sent) return;
      const { game, entries } = await changes.read(gameId, watch.sent, version);
      if (game && game.version > watch.sent) sendUpdate(game, entries, undefined);
    });
  };

  /** Sends the game's table news as they are now, after whatever was queued before. */
  const onTable = (gameId: string) => {
    inOrder(async () => {
      if (!watches.has(gameId)) return;
      send({ type: 'table', gameId, ...(await tableNews(db, spectators, gameId)) });
    });
  };

  /**
   * Sends a player the game with its moved deadline (a vacation began or ended early), read afresh. Its version is
   * the same, so the update carries no new entries unless a change came meanwhile. A spectator is sent nothing: no
   * one but the game's players may learn of a vacation, not even by the moment an update comes.
   */
  const onDeadlineMoved = (gameId: string) => {
    inOrder(async () => {
      const watch = watches.get(gameId);
      if (!watch) return;
      const game = await existingGame(db, gameId);
      if (seatOfPlayer(game, playerId) === null || game.version < watch.sent) return;
      const entries = watch.sent < game.version ? await loadLog(db, gameId, watch.sent) : [];
      sendUpdate(game, entries, undefined);
    });
  };

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
      feed.watchGame(gameId, onChange),
      feed.watchTable(gameId, () => {
        onTable(gameId);
      }),
    ];
    if (seatOfPlayer(game, playerId) === null) stops.push(spectators.join(gameId, playerId));
    else {
      stops.push(
        feed.watchDeadline(gameId, () => {
          onDeadlineMoved(gameId);
        }),
      );
    }
    const stop = () => {
      for (const stopOne of stops) stopOne();
    };
    watches.set(gameId, { sent: Math.min(since ?? game.version, game.version), stop });
    inOrder(async () => {
      const watch = watches.get(gameId);
      if (!watch || !(await live)) return;
      const current = announced() > game.version ? await existingGame(db, gameId) : game;
      // A client that has the game's version (a new watch without `since`) needs no entries: no read of the log.
      const entries = watch.sent < current.version ? await loadLog(db, gameId, watch.sent) : [];
      sendUpdate(current, entries, ref);
    });
    onTable(gameId);
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

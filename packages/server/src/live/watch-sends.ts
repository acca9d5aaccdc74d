/**
 * What a connection sends of the games it follows, each send queued after the ones before it (so a game's updates
 * leave in version order): an `update` with the game as its player may see it and the entries the connection had
 * not received, and a `table` message with the game's spectators and rematch offer. A game no longer followed by
 * the time its send's turn comes is sent nothing.
 */
import type { PlayerIndex } from '@katz/engine';
import type { UpdateMessage } from '@katz/protocol';
import { tableNews } from '../api/table-news.js';
import { existingGame } from '../api/game-access.js';
import { loadLog } from '../games/game-store.js';
import { seatOfPlayer, type LogEntry, type StoredGame } from '../games/stored-game.js';
import { entryView, gameView } from '../games/views.js';
import type { WatchContext } from './watch-context.js';

/** A game the connection follows. */
export interface Watch {
  /** The last version this connection received. */
  sent: number;
  /** Stops following the game: its changes, its table, and counting this connection as a spectator. */
  readonly stop: () => void;
}

/** The one place an update frame is made: the game and the new entries, as the viewer may see them. */
function updateFrame(
  game: StoredGame,
  entries: readonly LogEntry[],
  { viewer, ref }: { readonly viewer: PlayerIndex | null; readonly ref: string | undefined },
): UpdateMessage {
  return {
    type: 'update',
    gameId: game.id,
    game: gameView(game, viewer),
    // A read of the log can see changes newer than the game read before it: those come with the next update.
    entries: entries
      .filter((entry) => entry.version <= game.version)
      .map((entry) => entryView(entry, viewer)),
    ...(ref === undefined ? {} : { ref }),
  };
}

export function createWatchSends(
  { db, changes, spectators, playerId, inOrder, send }: WatchContext,
  watches: ReadonlyMap<string, Watch>,
) {
  const sendUpdate = (game: StoredGame, entries: readonly LogEntry[], ref: string | undefined) => {
    const watch = watches.get(game.id);
    if (!watch) return;
    watch.sent = game.version;
    send(updateFrame(game, entries, { viewer: seatOfPlayer(game, playerId), ref }));
  };

  return {
    /**
     * A new watch's first update: the game as read, or read again when a change was announced while it was read
     * (`announced`), with the entries after the version the client has; nothing once the session has ended.
     */
    first: (
      game: StoredGame,
      {
        announced,
        live,
        ref,
      }: {
        readonly announced: () => number;
        readonly live: Promise<boolean>;
        readonly ref: string | undefined;
      },
    ) => {
      inOrder(async () => {
        const watch = watches.get(game.id);
        if (!watch || !(await live)) return;
        const current = announced() > game.version ? await existingGame(db, game.id) : game;
        // A client that has the game's version (a new watch without `since`) needs no entries: no read of the log.
        const entries = watch.sent < current.version ? await loadLog(db, game.id, watch.sent) : [];
        sendUpdate(current, entries, ref);
      });
    },

    /** Sends what changed since the last frame, once `version` is announced. */
    onChange: (gameId: string, version: number) => {
      inOrder(async () => {
        const watch = watches.get(gameId);
        if (!watch || version <= watch.sent) return;
        const { game, entries } = await changes.read(gameId, watch.sent, version);
        if (game && game.version > watch.sent) sendUpdate(game, entries, undefined);
      });
    },

    /** Sends the game's table news as they are now, after whatever was queued before. */
    onTable: (gameId: string) => {
      inOrder(async () => {
        if (!watches.has(gameId)) return;
        send({ type: 'table', gameId, ...(await tableNews(db, spectators, gameId)) });
      });
    },

    /**
     * Sends a player the game with its moved deadline (a vacation began or ended early), read afresh. Its version
     * is the same, so the update carries no new entries unless a change came meanwhile. A spectator is sent nothing:
     * no one but the game's players may learn of a vacation, not even by the moment an update comes.
     */
    onDeadlineMoved: (gameId: string) => {
      inOrder(async () => {
        const watch = watches.get(gameId);
        if (!watch) return;
        const game = await existingGame(db, gameId);
        if (seatOfPlayer(game, playerId) === null || game.version < watch.sent) return;
        const entries = watch.sent < game.version ? await loadLog(db, gameId, watch.sent) : [];
        sendUpdate(game, entries, undefined);
      });
    },
  };
}

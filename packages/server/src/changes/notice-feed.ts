/**
 * One subscription to the database's notices per process, fanned out to whoever in this process cares: the
 * WebSocket connections watching a game or a player or their session's end, and the computer's turn scheduler. Because the notices
 * come from the database, a change made by any process reaches the watchers in every process.
 *
 * Each game notice goes first to the process's change reader, which rebuilds the change from it where it can,
 * so that the watchers told next find it kept and need not read it.
 *
 * When notices may have been lost (the listening connection to a PostgreSQL server was lost and made again),
 * the change reader forgets what it kept, and every watched game is announced at its current version, so its
 * watchers catch up on what they missed; the connections whose sessions ended meanwhile hear of it.
 */
import type { Database } from '../db/database.js';
import {
  NOTICE_CHANNEL,
  readNotice,
  type Notice,
  type NoticeKind,
  type NoticeOf,
} from '../notices/notice.js';
import type { ChangeReader } from './change-reader.js';

type GameListener = (gameId: string, version: number) => void;
type PlayerListener = (gameId: string) => void;
type TableListener = () => void;

export interface NoticeFeed {
  /** Calls `listener` after each stored change of the game; returns the function that stops it. */
  watchGame(gameId: string, listener: GameListener): () => void;
  /** Calls `listener` when a game starts with the player in it. */
  watchPlayer(playerId: string, listener: PlayerListener): () => void;
  /** Calls `listener` when the game's spectators or rematch offer change. */
  watchTable(gameId: string, listener: TableListener): () => void;
  /** Calls `listener` when the game's turn deadline moved without a new version (a vacation's doing). */
  watchDeadline(gameId: string, listener: () => void): () => void;
  /** Calls `listener` after each stored change of any game. */
  watchAllGames(listener: GameListener): () => void;
  /** Calls `listener` when the session of this token hash ends on purpose (accounts/end-sessions.ts). */
  watchSession(tokenHash: string, listener: () => void): () => void;
  /**
   * Calls `listener` with each tournament whose players, pairings, games or state changed; with null when notices
   * may have been lost, and any tournament may have changed.
   */
  watchTournaments(listener: (tournamentId: string | null) => void): () => void;
  close(): Promise<void>;
}

export async function startNoticeFeed(
  db: Database,
  changes: Pick<ChangeReader, 'hear' | 'forgetGame' | 'forgetPlayer' | 'forgetAll'>,
  onError: (error: unknown) => void,
): Promise<NoticeFeed> {
  const games = new Map<string, Set<GameListener>>();
  const players = new Map<string, Set<PlayerListener>>();
  const everything = new Set<GameListener>();
  const tables = new Map<string, Set<TableListener>>();
  const deadlines = new Map<string, Set<() => void>>();
  const sessions = new Map<string, Set<() => void>>();
  const tournaments = new Set<(tournamentId: string | null) => void>();

  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      onError(error);
    }
  };
  const announceGame = (gameId: string, version: number) => {
    for (const listener of [...everything, ...(games.get(gameId) ?? [])]) {
      safely(() => {
        listener(gameId, version);
      });
    }
  };
  const catchUp = async () => {
    if (games.size > 0) {
      const current = await db.query<{ id: string; version: number }>(
        'SELECT id, version FROM games WHERE id = ANY($1)',
        [[...games.keys()]],
      );
      for (const { id, version } of current.rows) announceGame(id, version);
    }
    for (const listener of [...tournaments]) {
      safely(() => {
        listener(null);
      });
    }
    // A deadline moved while notices were lost has no new version to tell of it.
    for (const listeners of [...deadlines.values()]) for (const listener of [...listeners]) safely(listener);
    if (sessions.size > 0) {
      // A session that ended while notices were lost is found gone now.
      const live = await db.query<{ token_hash: string }>(
        'SELECT token_hash FROM sessions WHERE token_hash = ANY($1)',
        [[...sessions.keys()]],
      );
      const still = new Set(live.rows.map((row) => row.token_hash));
      for (const [hash, listeners] of [...sessions]) {
        if (!still.has(hash)) for (const listener of [...listeners]) safely(listener);
      }
    }
  };
  /** What each kind of notice does here: a record over every kind, so that a new kind must be handled. */
  const handlers = {
    game: (notice) => {
      safely(() => {
        changes.hear(notice);
      });
      announceGame(notice.game, notice.version);
    },
    gameStarted: (notice) => {
      for (const listener of players.get(notice.player) ?? []) {
        safely(() => {
          listener(notice.game);
        });
      }
    },
    table: (notice) => {
      for (const listener of tables.get(notice.game) ?? []) safely(listener);
    },
    deadlineMoved: (notice) => {
      safely(() => {
        changes.forgetGame(notice.game);
      });
      for (const listener of deadlines.get(notice.game) ?? []) safely(listener);
    },
    seatOf: (notice) => {
      safely(() => {
        changes.forgetPlayer(notice.player);
      });
    },
    sessionsEnded: (notice) => {
      for (const hash of notice.hashes) {
        for (const listener of [...(sessions.get(hash) ?? [])]) safely(listener);
      }
    },
    tournament: (notice) => {
      for (const listener of [...tournaments]) {
        safely(() => {
          listener(notice.tournament);
        });
      }
    },
  } satisfies { readonly [K in NoticeKind]: (notice: NoticeOf<K>) => void };
  const deliver = (payload: string) => {
    const notice = readNotice(payload);
    if (notice === null) return;
    (handlers[notice.kind] as (notice: Notice) => void)(notice);
  };
  // After the callbacks under way: the embedded database announces a change while its statement is still being
  // answered, and the process that stored it should have kept it (change-reader.ts) before any connection asks
  // to read it.
  const onNotice = (payload: string) => {
    setImmediate(() => {
      deliver(payload);
    });
  };
  const stop = await db.listen(NOTICE_CHANNEL, onNotice, () => {
    changes.forgetAll();
    catchUp().catch(onError);
  });

  const add = <K, L>(map: Map<K, Set<L>>, key: K, listener: L) => {
    const set = map.get(key) ?? new Set<L>();
    map.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) map.delete(key);
    };
  };
  return {
    watchGame: (gameId, listener) => add(games, gameId, listener),
    watchPlayer: (playerId, listener) => add(players, playerId, listener),
    watchTable: (gameId, listener) => add(tables, gameId, listener),
    watchDeadline: (gameId, listener) => add(deadlines, gameId, listener),
    watchAllGames: (listener) => {
      everything.add(listener);
      return () => everything.delete(listener);
    },
    watchSession: (tokenHash, listener) => add(sessions, tokenHash, listener),
    watchTournaments: (listener) => {
      tournaments.add(listener);
      return () => tournaments.delete(listener);
    },
    close: stop,
  };
}

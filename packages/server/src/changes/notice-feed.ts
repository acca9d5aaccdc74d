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
import type { PersonalMessage } from '@katz/protocol';
import type { Database } from '../db/database.js';
import {
  NOTICE_CHANNEL,
  readNotice,
  type Notice,
  type NoticeKind,
  type NoticeOf,
} from '../notices/notice.js';
import type { ChangeReader } from './change-reader.js';
import { KeyedListeners } from './keyed-listeners.js';

type GameListener = (gameId: string, version: number) => void;
/**
 * What a player's pages hear of their own: one of their games began, or changed (a turn, its end); and what one
 * process tells one player (a direct challenge, its answer, a phrase).
 */
type PlayerNews =
  | { readonly type: 'gameStarted'; readonly gameId: string }
  | { readonly type: 'gameChanged'; readonly gameId: string; readonly version: number }
  | PersonalMessage;
type PlayerListener = (news: PlayerNews) => void;
type TableListener = () => void;

export interface NoticeFeed {
  /** Calls `listener` after each stored change of the game; returns the function that stops it. */
  watchGame(gameId: string, listener: GameListener): () => void;
  /**
   * Calls `listener` when a game starts with the player in it, after each stored change of such a game, and with
   * each personal message to the player.
   */
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

/** Everyone in this process who listens, by what they listen for. */
interface Watchers {
  readonly games: KeyedListeners<GameListener>;
  readonly players: KeyedListeners<PlayerListener>;
  readonly everything: Set<GameListener>;
  readonly tables: KeyedListeners<TableListener>;
  readonly deadlines: KeyedListeners<() => void>;
  readonly sessions: KeyedListeners<() => void>;
  readonly tournaments: Set<(tournamentId: string | null) => void>;
}

type Changes = Pick<ChangeReader, 'hear' | 'forgetGame' | 'forgetPlayer' | 'forgetAll'>;
/** Calls a listener; what it throws goes to the feed's error handler, and the other listeners are still called. */
type Safely = (call: () => void) => void;

function announceGame(watchers: Watchers, safely: Safely, gameId: string, version: number): void {
  for (const listener of [...watchers.everything, ...watchers.games.of(gameId)]) {
    safely(() => {
      listener(gameId, version);
    });
  }
}

function tellPlayer(watchers: Watchers, safely: Safely, playerId: string, news: PlayerNews): void {
  for (const listener of watchers.players.of(playerId)) {
    safely(() => {
      listener(news);
    });
  }
}

/** After notices may have been lost: everything they could have told is told again from the database. */
async function catchUp(db: Database, watchers: Watchers, safely: Safely): Promise<void> {
  const watched = watchers.games.keys();
  if (watched.length > 0) {
    const current = await db.query<{ id: string; version: number }>(
      'SELECT id, version FROM games WHERE id = ANY($1)',
      [watched],
    );
    for (const { id, version } of current.rows) announceGame(watchers, safely, id, version);
  }
  const players = watchers.players.keys();
  if (players.length > 0) {
    // Their running games, and those that ended while notices may have been lost (an hour is far longer than a
    // listening connection takes to come back).
    const theirs = await db.query<{
      id: string;
      version: number;
      player0: string | null;
      player1: string | null;
    }>(
      `SELECT id, version, player0, player1 FROM games
        WHERE (player0 = ANY($1) OR player1 = ANY($1)) AND (state = 'running' OR updated_at > now() - interval '1 hour')`,
      [players],
    );
    for (const { id, version, player0, player1 } of theirs.rows) {
      const news: PlayerNews = { type: 'gameChanged', gameId: id, version };
      for (const person of [player0, player1])
        if (person !== null) tellPlayer(watchers, safely, person, news);
    }
  }
  for (const listener of [...watchers.tournaments]) {
    safely(() => {
      listener(null);
    });
  }
  // A deadline moved while notices were lost has no new version to tell of it.
  for (const listener of watchers.deadlines.all()) safely(listener);
  const hashes = watchers.sessions.keys();
  if (hashes.length > 0) {
    // A session that ended while notices were lost is found gone now.
    const live = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE token_hash = ANY($1)',
      [hashes],
    );
    const still = new Set(live.rows.map((row) => row.token_hash));
    for (const hash of hashes) {
      if (!still.has(hash)) for (const listener of watchers.sessions.of(hash)) safely(listener);
    }
  }
}

/** What each kind of notice does here: a record over every kind, so that a new kind must be handled. */
function noticeHandlers(watchers: Watchers, changes: Changes, safely: Safely) {
  return {
    game: (notice) => {
      safely(() => {
        changes.hear(notice);
      });
      announceGame(watchers, safely, notice.game, notice.version);
      const news: PlayerNews = { type: 'gameChanged', gameId: notice.game, version: notice.version };
      for (const person of notice.people) tellPlayer(watchers, safely, person, news);
    },
    gameStarted: (notice) => {
      tellPlayer(watchers, safely, notice.player, { type: 'gameStarted', gameId: notice.game });
    },
    table: (notice) => {
      for (const listener of watchers.tables.of(notice.game)) safely(listener);
    },
    deadlineMoved: (notice) => {
      safely(() => {
        changes.forgetGame(notice.game);
      });
      for (const listener of watchers.deadlines.of(notice.game)) safely(listener);
    },
    seatOf: (notice) => {
      safely(() => {
        changes.forgetPlayer(notice.player);
      });
    },
    sessionsEnded: (notice) => {
      for (const hash of notice.hashes) for (const listener of watchers.sessions.of(hash)) safely(listener);
    },
    personal: (notice) => {
      tellPlayer(watchers, safely, notice.player, notice.message);
    },
    tournament: (notice) => {
      for (const listener of [...watchers.tournaments]) {
        safely(() => {
          listener(notice.tournament);
        });
      }
    },
  } satisfies { readonly [K in NoticeKind]: (notice: NoticeOf<K>) => void };
}

export async function startNoticeFeed(
  db: Database,
  changes: Changes,
  onError: (error: unknown) => void,
): Promise<NoticeFeed> {
  const watchers: Watchers = {
    games: new KeyedListeners(),
    players: new KeyedListeners(),
    everything: new Set(),
    tables: new KeyedListeners(),
    deadlines: new KeyedListeners(),
    sessions: new KeyedListeners(),
    tournaments: new Set(),
  };
  const safely: Safely = (call) => {
    try {
      call();
    } catch (error) {
      onError(error);
    }
  };
  const handlers = noticeHandlers(watchers, changes, safely);
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
    catchUp(db, watchers, safely).catch(onError);
  });
  return {
    watchGame: (gameId, listener) => watchers.games.add(gameId, listener),
    watchPlayer: (playerId, listener) => watchers.players.add(playerId, listener),
    watchTable: (gameId, listener) => watchers.tables.add(gameId, listener),
    watchDeadline: (gameId, listener) => watchers.deadlines.add(gameId, listener),
    watchAllGames: (listener) => {
      watchers.everything.add(listener);
      return () => watchers.everything.delete(listener);
    },
    watchSession: (tokenHash, listener) => watchers.sessions.add(tokenHash, listener),
    watchTournaments: (listener) => {
      watchers.tournaments.add(listener);
      return () => watchers.tournaments.delete(listener);
    },
    close: stop,
  };
}

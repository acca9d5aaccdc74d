/**
 * Reads what changed in a game for the live connections of this process. When both players of a game (and
 * any spectators) are connected to the same process, one notice would make each connection read the same rows;
 * instead they share one read, as long as it began after the change they were told of.
 *
 * Most changes need no read at all: the process that stored a play keeps it, and every other process rebuilds
 * it from its notice (carried-play.ts) when it kept the game at the version before. A kept game is always the
 * newest this process has heard of: a notice it cannot rebuild from makes it forget the game, and a read that
 * ends after a newer notice is not kept. So a new watch may start from a kept game without reading it.
 */
import type { Database } from '../db/database.js';
import { loadGame, loadLog } from '../games/game-store.js';
import type { KnownGames } from '../games/play-store.js';
import type { GameNotice } from '../notices/notice.js';
import { seatOfPlayer, type LogEntry, type StoredGame } from '../games/stored-game.js';
import { rebuildCarriedPlay } from './carried-play.js';

interface Change {
  readonly game: StoredGame | null;
  /** The entries after the `since` asked for. */
  readonly entries: readonly LogEntry[];
}

interface SharedRead {
  readonly since: number;
  /** The newest version announced before this read began: the read sees at least that. */
  readonly atLeast: number;
  readonly result: Promise<Change>;
}

/** Also the games as this process last stored or read them, for the one-statement play (play-store.ts). */
export interface ChangeReader extends KnownGames {
  /** The game and its entries after `since`, as stored once version `atLeast` was announced. */
  read(gameId: string, since: number, atLeast: number): Promise<Change>;
  /**
   * Keeps a change that this process has just stored, so that announcing it to the connections here needs no
   * read at all; or a game just read (with no entries), so that the next play on it needs no read either.
   * Other processes read it from the database as usual.
   */
  remember(game: StoredGame, entries: readonly LogEntry[]): void;
  /** Hears of a stored change (before anyone here is told of it): rebuilds it from the notice, or forgets the game. */
  hear(notice: GameNotice): void;
  /** Forgets the game as kept: it changed without a new version (its deadline moved). */
  forgetGame(gameId: string): void;
  /** Forgets the games kept with the player seated: their name or rating changed. */
  forgetPlayer(playerId: string): void;
  /** Forgets every kept game, when notices may have been lost. */
  forgetAll(): void;
}

/** Games whose last stored change is kept; the oldest is forgotten beyond this. */
const REMEMBERED_GAMES = 10_000;

/** Adds to a map that forgets its oldest entry beyond REMEMBERED_GAMES. */
function setBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED_GAMES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

export function createChangeReader(db: Database): ChangeReader {
  const reads = new Map<string, SharedRead>();
  const remembered = new Map<string, Change & { readonly game: StoredGame }>();
  /** The newest version announced of each game heard of lately. */
  const heard = new Map<string, number>();
  /** Counts forgetAll: a read begun before one may have missed what the lost notices said, and is not kept. */
  let generation = 0;
  /**
   * Keeps a change unless a newer one of its game is kept or announced already (a read may end after a newer
   * store), or the same one with its entries (a game read without them, by a new watch, adds nothing to it).
   */
  const remember = (game: StoredGame, entries: readonly LogEntry[]) => {
    const kept = remembered.get(game.id);
    if (kept && kept.game.version > game.version) return;
    if (kept?.game.version === game.version && entries.length === 0) return;
    if ((heard.get(game.id) ?? -1) > game.version) return;
    setBounded(remembered, game.id, { game, entries });
  };
  return {
    remember,
    latest: (gameId) => remembered.get(gameId)?.game,
    hear: (notice) => {
      if ((heard.get(notice.game) ?? -1) < notice.version) setBounded(heard, notice.game, notice.version);
      const kept = remembered.get(notice.game);
      if (!kept || kept.game.version >= notice.version) return;
      const rebuilt = rebuildCarriedPlay(kept.game, notice);
      if (rebuilt) setBounded(remembered, notice.game, rebuilt);
      else remembered.delete(notice.game);
    },
    forgetGame: (gameId) => {
      remembered.delete(gameId);
      // A read under way may have begun before the move: it must not be kept either.
      generation += 1;
    },
    forgetPlayer: (playerId) => {
      for (const [gameId, { game }] of remembered) {
        if (seatOfPlayer(game, playerId) !== null) remembered.delete(gameId);
      }
    },
    forgetAll: () => {
      remembered.clear();
      heard.clear();
      generation += 1;
    },
    read: async (gameId, since, atLeast) => {
      const known = remembered.get(gameId);
      // Only the newest change, and only for a client that has everything before it.
      if (known?.game.version === atLeast && known.entries[0]?.version === since + 1) return known;
      const shared = reads.get(gameId);
      if (shared && shared.since <= since && shared.atLeast >= atLeast) {
        const change = await shared.result;
        return { game: change.game, entries: change.entries.filter((entry) => entry.version > since) };
      }
      const result = (async (): Promise<Change> => {
        const begun = generation;
        const game = await loadGame(db, gameId);
        if (!game) return { game, entries: [] };
        // The log is read after the game, so it may hold entries newer than the game: those are not kept.
        const entries = (await loadLog(db, gameId, since)).filter((entry) => entry.version <= game.version);
        if (entries.at(-1)?.version === game.version && begun === generation) remember(game, entries);
        return { game, entries };
      })();
      const read = { since, atLeast, result };
      reads.set(gameId, read);
      try {
        return await result;
      } finally {
        if (reads.get(gameId) === read) reads.delete(gameId);
      }
    },
  };
}

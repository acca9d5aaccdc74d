/**
 * A play announced with itself in its notice (migration 10, changes/carried-play.ts), on a PostgreSQL server: a
 * process that kept the game at the version before rebuilds the change from the notice, equal to what was
 * stored, and serves it to its watchers without a read; a change it cannot rebuild (a resignation) makes it
 * forget the game and read. The embedded database serves one process, and its notices carry nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions, Random } from '@katz/engine';
import { createChangeReader, type ChangeReader } from '../src/changes/change-reader.js';
import type { Database } from '../src/db/database.js';
import { createGame } from '../src/games/create-game.js';
import { resign } from '../src/games/end-game.js';
import { loadGame, loadLog } from '../src/games/game-store.js';
import { NOTICE_CHANNEL, readNotice, type GameNotice } from '../src/notices/notice.js';
import { storeKnownPlay } from '../src/games/play-batches.js';
import { peopleOf, type LogEntry, type StoredGame } from '../src/games/stored-game.js';
import { DATABASE_KINDS } from './support/databases.js';
import { playOf } from './support/play-to-store.js';
import { useScratchDatabase } from './support/use-scratch-database.js';

/** The database as another process would use it, counting its statements. */
function countingStatements(db: Database): { readonly db: Database; readonly statements: () => number } {
  let statements = 0;
  const counted: Database = {
    kind: db.kind,
    query: (sql, params) => {
      statements += 1;
      return db.query(sql, params);
    },
    script: (sql) => db.script(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onNotice, onGap) => db.listen(channel, onNotice, onGap),
    close: () => db.close(),
  };
  return { db: counted, statements: () => statements };
}

/** What a game is apart from the moment it was read. */
const asStored = ({ readAt: _readAt, ...game }: StoredGame) => game;

describe.each(DATABASE_KINDS)('changes carried by their notices $title', ({ kind, skip }) => {
  const db = useScratchDatabase({ kind, skip }, 4);
  /** Every game notice heard, by game and version. */
  const notices = new Map<string, GameNotice>();
  /** Who waits for a notice not heard yet, by the same key. */
  const waiting = new Map<string, (notice: GameNotice) => void>();
  let stopListening: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    if (skip) return;
    stopListening = await db.listen(NOTICE_CHANNEL, (payload) => {
      const notice = readNotice(payload);
      if (notice?.kind !== 'game') return;
      const key = `${notice.game}@${String(notice.version)}`;
      notices.set(key, notice);
      waiting.get(key)?.(notice);
    });
  }, 60_000);
  afterAll(async () => {
    if (skip) return;
    await stopListening();
  });

  /** The notice of the game's version, once it has arrived (now, or when the listener hears it). */
  function noticeOf(gameId: string, version: number): Promise<GameNotice> {
    const key = `${gameId}@${String(version)}`;
    const arrived = notices.get(key);
    if (arrived) return Promise.resolve(arrived);
    return new Promise((resolve) => waiting.set(key, resolve));
  }

  let players = 0;
  async function newGame(): Promise<StoredGame> {
    const ids = [`carried-${String(players++)}`, `carried-${String(players++)}`] as const;
    for (const id of ids) await db.query('INSERT INTO players (id, name) VALUES ($1, $1)', [id]);
    const id = await createGame(db, { seats: [{ playerId: ids[0] }, { playerId: ids[1] }], turnSeconds: 60 });
    const game = await loadGame(db, id);
    if (game === null) throw new Error('the game just made is not there');
    return game;
  }

  /** A second process's reader that has the game as a new watch there would have read it. */
  function otherProcess(game: StoredGame): {
    readonly changes: ChangeReader;
    readonly statements: () => number;
  } {
    const counted = countingStatements(db);
    const changes = createChangeReader(counted.db);
    changes.remember(game, []);
    return { changes, statements: counted.statements };
  }

  it.skipIf(skip || kind === 'pglite')(
    'rebuilds a whole game from its notices alone, each change equal to the one stored, the end included',
    async () => {
      let game = await newGame();
      const other = otherProcess(game);
      const random = Random.fromSeed('carried to the end');
      const rebuiltEntries: LogEntry[] = [];
      while (game.state === 'running') {
        const actions = legalActions(game.position);
        const action = actions[random.below(actions.length)];
        if (action === undefined) throw new Error('nothing to play');
        const stored = await storeKnownPlay(db, playOf(game, `c${String(game.version)}`, action));
        if (stored === null) throw new Error(`the play at version ${String(game.version)} was not stored`);
        other.changes.hear(await noticeOf(game.id, stored.game.version));
        const change = await other.changes.read(game.id, game.version, stored.game.version);
        expect(change.entries).toEqual(stored.entries);
        rebuiltEntries.push(...change.entries);
        game = stored.game;
      }
      expect(other.statements()).toBe(0);
      const rebuilt = other.changes.latest(game.id);
      if (!rebuilt) throw new Error('the other process forgot the game');
      const read = await loadGame(db, game.id);
      if (!read) throw new Error('the game is gone');
      expect(asStored(rebuilt)).toEqual(asStored(read));
      expect(rebuilt.result?.reason).toMatch(/^(stock|drawPile)$/);
      expect(rebuiltEntries).toEqual(await loadLog(db, game.id, 0));
    },
  );

  it.skipIf(skip || kind === 'postgres')(
    'carries no play on the embedded database, which serves one process only',
    async () => {
      const game = await newGame();
      const action = legalActions(game.position).at(-1);
      if (action === undefined) throw new Error('nothing to play');
      const stored = await storeKnownPlay(db, playOf(game, null, action));
      if (stored === null) throw new Error('the play was not stored');
      expect(await noticeOf(game.id, 1)).toEqual({
        kind: 'game',
        game: game.id,
        version: 1,
        people: peopleOf(game),
      });
    },
  );

  it.skipIf(skip)('forgets a game whose change its notice does not carry, and reads it', async () => {
    const game = await newGame();
    const other = otherProcess(game);
    const [first] = game.seats;
    if (first.kind !== 'person') throw new Error('a person sits first');
    const resigned = await resign(db, game.id, first.playerId);
    if (!resigned.ok) throw new Error(resigned.error.message);
    const notice = await noticeOf(game.id, 1);
    expect(notice.play).toBeUndefined();
    other.changes.hear(notice);
    expect(other.changes.latest(game.id)).toBeUndefined();
    const change = await other.changes.read(game.id, 0, 1);
    expect(other.statements()).toBeGreaterThan(0);
    expect(change.game?.result).toEqual({ winner: 1, reason: 'resigned' });
  });

  it.skipIf(skip)('does not keep a game read before a newer version was announced', async () => {
    const game = await newGame();
    const changes = createChangeReader(db);
    const action = legalActions(game.position).at(-1);
    if (action === undefined) throw new Error('nothing to play');
    const stored = await storeKnownPlay(db, playOf(game, null, action));
    if (stored === null) throw new Error('the play was not stored');
    changes.hear(await noticeOf(game.id, 1));
    // A read that began before the play ends after its notice: keeping it would show a new watch the past.
    changes.remember(game, []);
    expect(changes.latest(game.id)).toBeUndefined();
    changes.remember(stored.game, stored.entries);
    expect(changes.latest(game.id)?.version).toBe(1);
  });
});

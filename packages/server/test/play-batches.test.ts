/**
 * The common plays of many games stored in one statement (games/play-batches.ts, migration 6's store_plays):
 * plays that arrive together share a statement, each is matched on its own, and one that does not match
 * stores nothing without holding back the others; the play that ends an unrated game ends it in that statement
 * (migration 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, legalActions, Random, type Action } from '@katz/engine';
import type { Database } from '../src/db/database.js';
import { createGame } from '../src/games/create-game.js';
import { loadGame, loadLog } from '../src/games/game-store.js';
import type { KnownPlay } from '../src/games/known-play.js';
import { storeKnownPlay } from '../src/games/play-batches.js';
import type { StoredGame } from '../src/games/stored-game.js';
import {
  DATABASE_KINDS,
  openScratchDatabase,
  scratchDatabase,
  type ScratchDatabase,
} from './support/databases.js';

describe.each(DATABASE_KINDS)('plays of many games in one statement $title', ({ kind, skip }) => {
  let scratch: ScratchDatabase;
  let db: Database;
  beforeAll(async () => {
    if (skip) return;
    scratch = await scratchDatabase(kind);
    db = await openScratchDatabase(scratch, 4);
  }, 60_000);
  afterAll(async () => {
    if (skip) return;
    await db.close();
    await scratch.drop();
  });

  let players = 0;
  /** A new game between two new people, as stored. */
  async function newGame(): Promise<StoredGame> {
    const ids = [`batch-player-${String(players++)}`, `batch-player-${String(players++)}`] as const;
    for (const id of ids) await db.query('INSERT INTO players (id, name) VALUES ($1, $1)', [id]);
    const id = await createGame(db, { seats: [{ playerId: ids[0] }, { playerId: ids[1] }], turnSeconds: 60 });
    const game = await loadGame(db, id);
    if (game === null) throw new Error('the game just made is not there');
    return game;
  }

  /** A play of the player to move that goes on with the game (the last legal action, a discard if need be). */
  function playOf(game: StoredGame, clientActionId: string | null, action?: Action): KnownPlay {
    const chosen = action ?? legalActions(game.position).at(-1);
    if (chosen === undefined) throw new Error('nothing to play');
    const applied = apply(game.position, chosen);
    if (!applied.ok) throw new Error(applied.error.message);
    const { position, events, status } = applied.value;
    const result = status.over ? { winner: status.winner, reason: status.reason } : null;
    return { game, seat: game.position.toMove, action: chosen, clientActionId, position, events, result };
  }

  it.skipIf(skip)(
    'stores the plays of games sent at once in one transaction, each with its entry',
    async () => {
      const games = await Promise.all(Array.from({ length: 8 }, () => newGame()));
      const stored = await Promise.all(
        games.map((game, index) => storeKnownPlay(db, playOf(game, `a${index}`))),
      );
      for (const [index, each] of stored.entries()) {
        expect(each?.game.version).toBe(1);
        expect(each?.entries[0]?.clientActionId).toBe(`a${index}`);
      }
      // now() is the transaction's start: one time for every entry shows that they were one statement's.
      const times = await Promise.all(
        games.map(async (game) => (await loadLog(db, game.id, 0))[0]?.createdAt),
      );
      expect(new Set(times.map((time) => time?.getTime())).size).toBe(1);
      for (const game of games) expect((await loadGame(db, game.id))?.version).toBe(1);
    },
  );

  it.skipIf(skip)(
    'stores nothing for a play that no longer matches, and the others all the same',
    async () => {
      const [stale, repeated, fine, twice] = await Promise.all([newGame(), newGame(), newGame(), newGame()]);
      // The repeated game has its client action id used already, by the same seat, in the play before.
      const first = await storeKnownPlay(db, playOf(repeated, 'used'));
      if (first === null) throw new Error('the first play was stored');
      const results = await Promise.all([
        storeKnownPlay(db, playOf({ ...stale, version: stale.version + 5 }, 'b1')),
        storeKnownPlay(db, { ...playOf(first.game, 'used'), seat: repeated.position.toMove }),
        storeKnownPlay(db, playOf(fine, 'b2')),
        storeKnownPlay(db, playOf(twice, 'b3')),
        // Two plays of one game at one version: the first is stored, the second no longer matches.
        storeKnownPlay(db, playOf(twice, 'b4')),
      ]);
      expect(results.map((result) => result?.game.version ?? null)).toEqual([null, null, 1, 1, null]);
      expect((await loadGame(db, stale.id))?.version).toBe(0);
      expect((await loadGame(db, repeated.id))?.version).toBe(1);
      expect((await loadLog(db, twice.id, 0)).map((entry) => entry.clientActionId)).toEqual(['b3']);
    },
  );

  it.skipIf(skip)('plays a whole unrated game one statement a play, the last one ending it', async () => {
    let game = await newGame();
    const random = Random.fromSeed('to the end');
    while (game.state === 'running') {
      const actions = legalActions(game.position);
      const stored = await storeKnownPlay(db, playOf(game, null, actions[random.below(actions.length)]));
      if (stored === null) throw new Error(`the play at version ${String(game.version)} was not stored`);
      game = stored.game;
    }
    const kept = await loadGame(db, game.id);
    expect(kept?.state).toBe('over');
    expect(kept?.result).toEqual(game.result);
    expect(kept?.result?.reason).toMatch(/^(stock|drawPile)$/);
    expect(kept?.turnDeadline).toBeNull();
    expect(kept?.version).toBe(game.version);
    expect(await loadLog(db, game.id, 0)).toHaveLength(game.version);
  });
});

/**
 * Plays stored by one statement (games/play-store.ts, the function store_plays): the common plays of many games
 * that arrive together share a statement (games/play-batches.ts), each is matched on its own, and one that does
 * not match stores nothing without holding back the others; the play that ends an unrated game ends it in that
 * statement; a play of several actions (held plays) is as many versions and entries.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, Random, resultOf, type Action, type GameEvent } from '@katz/engine';
import { createGame } from '../src/games/create-game.js';
import { loadGame, loadLog } from '../src/games/game-store.js';
import { storeKnownPlay } from '../src/games/play-batches.js';
import { storePlays, type PlayToStore } from '../src/games/play-store.js';
import { peopleOf, type StoredGame } from '../src/games/stored-game.js';
import { DATABASE_KINDS } from './support/databases.js';
import { playOf } from './support/play-to-store.js';
import { useScratchDatabase } from './support/use-scratch-database.js';

describe.each(DATABASE_KINDS)('plays of many games in one statement $title', ({ kind, skip }) => {
  const db = useScratchDatabase({ kind, skip }, 4);

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

  it.skipIf(skip)(
    'stores a play of several actions as as many versions, the client action id on the last',
    async () => {
      const game = await newGame();
      const seat = game.position.toMove;
      // Actions of one turn until a discard (which ends it) or three of them.
      const actions: { action: Action; events: readonly GameEvent[] }[] = [];
      let position = game.position;
      let result = null;
      while (actions.length < 3 && position.toMove === seat && result === null) {
        const action =
          legalActions(position).find((each) => each.type !== 'discard') ?? legalActions(position)[0];
        if (action === undefined) throw new Error('nothing to play');
        const applied = apply(position, action);
        if (!applied.ok) throw new Error(applied.error.message);
        actions.push({ action, events: applied.value.events });
        position = applied.value.position;
        result = resultOf(applied.value.status);
      }
      const play: PlayToStore = { game, seat, actions, clientActionId: 'several', position, result };
      const [stored] = await storePlays(db, [play], { carry: false });
      expect(stored?.game.version).toBe(actions.length);
      const log = await loadLog(db, game.id, 0);
      expect(log.map((entry) => [entry.version, entry.action, entry.clientActionId])).toEqual(
        actions.map((played, index) => [
          index + 1,
          played.action,
          index === actions.length - 1 ? 'several' : null,
        ]),
      );
      expect(log.map((entry) => entry.events)).toEqual(actions.map((played) => played.events));
      expect((await loadGame(db, game.id))?.position).toEqual(position);
      // The same play again is a repeat: nothing more is stored.
      expect(
        await storePlays(db, [{ ...play, game: { ...game, version: actions.length } }], { carry: false }),
      ).toEqual([null]);
    },
  );

  it.skipIf(skip)('stores a play sent as a process from before sends it, during an update', async () => {
    const game = await newGame();
    const { actions, position, seat } = playOf(game, null);
    const [played] = actions;
    const input = [
      {
        id: game.id,
        version: game.version,
        position,
        deadline: 'restart',
        seat,
        client_action_id: 'old',
        action: played?.action,
        events: played?.events,
        notice: JSON.stringify({ kind: 'game', game: game.id, version: 1, people: peopleOf(game) }),
        result: null,
        carry: false,
      },
    ];
    const stored = await db.query('SELECT id FROM store_plays($1, $2)', [JSON.stringify(input), 'katz_test']);
    expect(stored.rows).toHaveLength(1);
    const log = await loadLog(db, game.id, 0);
    expect(log.map((entry) => [entry.version, entry.action, entry.clientActionId, entry.events])).toEqual([
      [1, played?.action, 'old', played?.events],
    ]);
  });
});

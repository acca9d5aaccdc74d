/**
 * "Play a person" (docs/social.md): players who wait on the same terms are paired, each exactly once however many
 * join at the same moment on two server processes, and both hear of the game at once; a rated pairing takes only
 * registered players; two players of whom one blocks the other are never paired; leaving ends the wait.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { DATABASE_KINDS } from './support/databases.js';
import { useSharedDatabase } from './support/use-shared-database.js';
import { freshUsername, registerClient } from './support/registered.js';

describe.each(DATABASE_KINDS)('the pool of players waiting for a person $title', ({ kind, skip }) => {
  const shared = useSharedDatabase({ kind, skip });
  const guestOn = shared.guest;
  /** A turn time of its own per test, so that one test's waiting players never meet another's. */
  let terms = 100;
  const nextTerms = () => (terms += 7);

  it.skipIf(skip)('pairs two waiting players once, and both hear of their game at once', async () => {
    const turnSeconds = nextTerms();
    const [a, b] = await Promise.all([guestOn(0), guestOn(1)]);
    const [liveA, liveB] = await Promise.all([a.live(), b.live()]);
    const first = await a.call(ENDPOINTS.joinPool, { body: { turnSeconds } });
    expect(first).toMatchObject({ state: 'waiting', turnSeconds, rated: false, waiting: 1 });
    const second = await b.call(ENDPOINTS.joinPool, { body: { turnSeconds } });
    if (second.state !== 'paired') throw new Error(`not paired: ${second.state}`);
    const started = await Promise.all([liveA, liveB].map((live) => live.next('gameStarted')));
    expect(started.map((message) => message.gameId)).toEqual([second.gameId, second.gameId]);
    expect(await a.call(ENDPOINTS.poolState)).toEqual({ state: 'paired', gameId: second.gameId });
    const game = await a.game(second.gameId);
    expect(game.turnSeconds).toBe(turnSeconds);
    expect(game.seats.every((seat) => seat.kind === 'person')).toBe(true);
  });

  it.skipIf(skip)('pairs twenty players joining at once into ten games, each player in one', async () => {
    const turnSeconds = nextTerms();
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => guestOn(i)));
    await Promise.all(players.map((client) => client.call(ENDPOINTS.joinPool, { body: { turnSeconds } })));
    const states = await Promise.all(
      players.map(async (client) => {
        // Those the joins left waiting are paired at the lease holder's next sweep.
        for (;;) {
          const state = await client.call(ENDPOINTS.poolState);
          if (state.state !== 'waiting') return state;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }),
    );
    const games = states.map((state) => (state.state === 'paired' ? state.gameId : 'none'));
    const counts = new Map<string, number>();
    for (const id of games) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()]).toEqual(Array.from({ length: 10 }, () => 2));
  });

  it.skipIf(skip)('takes only registered players for a rated pairing, and lets a player leave', async () => {
    const guest = await guestOn(0);
    const refused = await guest.refused(ENDPOINTS.joinPool, { body: { turnSeconds: 120, rated: true } });
    expect([refused.status, refused.code]).toEqual([403, 'account-required']);
    const turnSeconds = nextTerms();
    await guest.call(ENDPOINTS.joinPool, { body: { turnSeconds } });
    await guest.call(ENDPOINTS.leavePool);
    expect(await guest.call(ENDPOINTS.poolState)).toEqual({ state: 'none' });
    const other = await guestOn(1);
    expect((await other.call(ENDPOINTS.joinPool, { body: { turnSeconds } })).state).toBe('waiting');
    await other.call(ENDPOINTS.leavePool);
  });

  it.skipIf(skip)('never pairs two players of whom one blocks the other', async () => {
    const turnSeconds = nextTerms();
    const [a, b] = await Promise.all([guestOn(0), guestOn(1)]);
    const [nameA, nameB] = [freshUsername('pool_a'), freshUsername('pool_b')];
    await registerClient(a, nameA);
    await registerClient(b, nameB);
    await b.call(ENDPOINTS.block, { params: { name: nameA } });
    await a.call(ENDPOINTS.joinPool, { body: { turnSeconds } });
    expect((await b.call(ENDPOINTS.joinPool, { body: { turnSeconds } })).state).toBe('waiting');
    // A third player is paired with one of them at once.
    const c = await guestOn(0);
    const third = await c.call(ENDPOINTS.joinPool, { body: { turnSeconds } });
    expect(third.state).toBe('paired');
    const states = [await a.call(ENDPOINTS.poolState), await b.call(ENDPOINTS.poolState)].map((s) => s.state);
    expect(states.sort()).toEqual(['paired', 'waiting']);
    await a.call(ENDPOINTS.leavePool);
    await b.call(ENDPOINTS.leavePool);
  });
});

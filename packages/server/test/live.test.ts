/** Live play over the WebSocket: own views and events, reconnecting, computer turns paced action by action. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame } from './support/play.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe.each(DATABASE_KINDS)('live updates $title', ({ kind, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) server = await startTestServer(kind, { BOT_PACE_MS: '150' });
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  it.skipIf(skip)('sends each player their own view and events after every stored action', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    const liveA = await a.live();
    const started = liveA.next((m) => m.type === 'gameStarted');
    const gameId = await personGame(a, b);
    expect((await started).gameId).toBe(gameId);
    const liveB = await b.live();
    liveA.send({ type: 'watch', gameId, ref: 'w' });
    liveB.send({ type: 'watch', gameId });
    const first = await liveA.next((m) => m.type === 'update' && m.ref === 'w');
    await liveB.next((m) => m.type === 'update');
    expect(first.game.view.players[0].hand).toHaveLength(5);
    expect(first.game.view.players[1].hand).toBeUndefined();

    const mover = first.game.toMove === 0 ? liveA : liveB;
    const look = (await (first.game.toMove === 0 ? a : b).get(`/api/games/${gameId}`)).json;
    const discard = look.legalActions.find((action: { type: string }) => action.type === 'discard');
    mover.send({
      type: 'act',
      gameId,
      version: look.version,
      action: discard,
      clientActionId: 'c1',
      ref: 'go',
    });
    expect(await mover.next((m) => m.type === 'ack')).toMatchObject({
      ref: 'go',
      version: 1,
      repeated: false,
    });
    const seen = await Promise.all([liveA, liveB].map((live) => live.next((m) => m.type === 'update')));
    for (const [seat, update] of seen.entries()) {
      expect(update.game.version).toBe(1);
      expect(update.entries).toHaveLength(1);
      const refill = update.entries[0].events.find(
        (event: { type: string }) => event.type === 'handRefilled',
      );
      // Only the player who drew sees the cards drawn.
      expect(refill.cards !== undefined).toBe(seat === first.game.toMove);
    }
    await liveA.close();
    await liveB.close();
  });

  it.skipIf(skip)('on reconnect, a client that sends its last version receives what it missed', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    const gameId = await personGame(a, b);
    const players = [a, b] as const;
    for (let step = 0; step < 6; step++) {
      const toMove = (await a.get(`/api/games/${gameId}`)).json.toMove as 0 | 1;
      const game = (await players[toMove].get(`/api/games/${gameId}`)).json;
      const discard = game.legalActions.find((action: { type: string }) => action.type === 'discard');
      await players[toMove].post(`/api/games/${gameId}/actions`, { version: game.version, action: discard });
    }
    const live = await a.live();
    live.send({ type: 'watch', gameId, since: 2 });
    const update = await live.next((m) => m.type === 'update');
    expect(update.game.version).toBe(6);
    expect(update.entries.map((entry: { version: number }) => entry.version)).toEqual([3, 4, 5, 6]);
    const log = (await a.get(`/api/games/${gameId}/log?since=2`)).json;
    expect(update.entries).toEqual(log);
    await live.close();
  });

  it.skipIf(skip)(
    "plays the computer's turn action by action, each a separate update, at the set pace",
    async () => {
      const guest = new Client(server.url);
      await guest.join();
      const live = await guest.live();
      let game = (await guest.post('/api/games', { level: 'first' })).json;
      live.send({ type: 'watch', gameId: game.id });
      await live.next((m) => m.type === 'update');
      // Hand the turn to the computer if we start, then watch its turn arrive.
      if (game.toMove === 0) {
        const discard = game.legalActions.find((action: { type: string }) => action.type === 'discard');
        await guest.post(`/api/games/${game.id}/actions`, { version: game.version, action: discard });
      }
      const times: number[] = [];
      for (;;) {
        const update = await live.next((m) => m.type === 'update');
        game = update.game;
        for (const entry of update.entries) if (entry.seat === 1) times.push(Date.parse(entry.at));
        if (game.state === 'over' || game.toMove === 0) break;
      }
      expect(times.length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(140);
      await live.close();
    },
  );
});

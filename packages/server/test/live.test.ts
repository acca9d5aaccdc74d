/** Live play over the WebSocket: own views and events, reconnecting, computer turns paced action by action. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { firstDiscard, personGame, play } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('live updates $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip }, { BOT_PACE_MS: '150' });

  it.skipIf(skip)('sends each player their own view and events after every stored action', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    const liveA = await a.live();
    const started = liveA.next('gameStarted');
    const gameId = await personGame(a, b);
    expect((await started).gameId).toBe(gameId);
    const liveB = await b.live();
    liveA.send({ type: 'watch', gameId, ref: 'w' });
    liveB.send({ type: 'watch', gameId });
    const first = await liveA.next('update', (m) => m.ref === 'w');
    await liveB.next('update');
    expect(first.game.view.players[0].hand).toHaveLength(5);
    expect(first.game.view.players[1].hand).toBeUndefined();

    const mover = first.game.toMove === 0 ? liveA : liveB;
    const look = await (first.game.toMove === 0 ? a : b).game(gameId);
    mover.send({
      type: 'act',
      gameId,
      version: look.version,
      action: firstDiscard(look.legalActions),
      clientActionId: 'c1',
      ref: 'go',
    });
    expect(await mover.next('ack')).toMatchObject({ ref: 'go', version: 1, repeated: false });
    const seen = await Promise.all([liveA, liveB].map((live) => live.next('update')));
    for (const [seat, update] of seen.entries()) {
      expect(update.game.version).toBe(1);
      expect(update.entries).toHaveLength(1);
      const refill = update.entries[0]?.events.find((event) => event.type === 'handRefilled');
      // Only the player who drew sees the cards drawn.
      expect(refill?.type === 'handRefilled' && refill.cards !== undefined).toBe(seat === first.game.toMove);
    }
    await liveA.close();
    await liveB.close();
  });

  it.skipIf(skip)('shows a new watch the name a player took after the game was kept', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    // The acceptance and the first watch leave the game kept by the server, with the names of then.
    const gameId = await personGame(a, b);
    const first = await a.live();
    first.send({ type: 'watch', gameId });
    const before = await first.next('update');
    await b.call(ENDPOINTS.renamePlayer, { body: { name: 'Renamed Mouse' } });
    const again = await a.live();
    again.send({ type: 'watch', gameId });
    const after = await again.next('update');
    const names = (seats: typeof after.game.seats) =>
      seats.map((seat) => (seat.kind === 'person' ? seat.name : seat.level));
    expect(names(after.game.seats)).toEqual([names(before.game.seats)[0], 'Renamed Mouse']);
    await first.close();
    await again.close();
  });

  it.skipIf(skip)('takes held plays as one act, announced as one update with an entry each', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    const gameId = await personGame(a, b);
    const look = await a.game(gameId);
    const mover = look.toMove === 0 ? a : b;
    const game = await mover.game(gameId);
    const [live, watcher] = [await mover.live(), await (mover === a ? b : a).live()];
    watcher.send({ type: 'watch', gameId });
    await watcher.next('update');
    const hand = game.view.players[game.toMove].hand ?? [];
    // Two discards in one batch: the turn has passed before the second, so neither is applied.
    live.send({
      type: 'act',
      gameId,
      version: game.version,
      actions: [
        { type: 'discard', card: hand[0], to: 0 },
        { type: 'discard', card: hand[1], to: 1 },
      ],
      ref: 'two',
    });
    expect((await live.next('error', (m) => m.ref === 'two')).error).toMatchObject({
      code: 'not-your-turn',
      action: 1,
    });
    expect((await mover.game(gameId)).version).toBe(game.version);
    live.send({
      type: 'act',
      gameId,
      version: game.version,
      action: firstDiscard(game.legalActions),
      actions: [],
      ref: 'both',
    });
    expect((await live.next('error', (m) => m.ref === 'both')).error.code).toBe('invalid-input');
    await live.close();
    await watcher.close();
  });

  it.skipIf(skip)('takes a connection’s plays in the order sent, each after the one before', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    for (let round = 0; round < 4; round++) {
      const gameId = await personGame(a, b);
      const look = await a.game(gameId);
      const mover = look.toMove === 0 ? a : b;
      const game = await mover.game(gameId);
      const live = await mover.live();
      const hand = game.view.players[game.toMove].hand ?? [];
      // Right behind a discard, at the version it makes: by then the turn has passed. Checked before the
      // discard was stored, the second was refused as stale instead.
      live.send({
        type: 'act',
        gameId,
        version: game.version,
        action: firstDiscard(game.legalActions),
        ref: 'first',
      });
      live.send({
        type: 'act',
        gameId,
        version: game.version + 1,
        action: { type: 'discard', card: hand[1] ?? hand[0], to: 1 },
        ref: 'second',
      });
      expect(await live.next('ack', (m) => m.ref === 'first')).toMatchObject({ version: game.version + 1 });
      expect((await live.next('error', (m) => m.ref === 'second')).error.code).toBe('not-your-turn');
      await live.close();
    }
  });

  it.skipIf(skip)('on reconnect, a client that sends its last version receives what it missed', async () => {
    const [a, b] = [new Client(server.url), new Client(server.url)];
    await a.join();
    await b.join();
    const gameId = await personGame(a, b);
    const players = [a, b] as const;
    for (let step = 0; step < 6; step++) {
      const toMove = (await a.game(gameId)).toMove;
      const game = await players[toMove].game(gameId);
      await play(players[toMove], gameId, { version: game.version, action: firstDiscard(game.legalActions) });
    }
    const live = await a.live();
    live.send({ type: 'watch', gameId, since: 2 });
    const update = await live.next('update');
    expect(update.game.version).toBe(6);
    expect(update.entries.map((entry) => entry.version)).toEqual([3, 4, 5, 6]);
    const log = await a.call(ENDPOINTS.getLog, { params: { id: gameId }, query: { since: 2 } });
    expect(update.entries).toEqual(log);
    await live.close();
  });

  it.skipIf(skip)(
    "plays the computer's turn action by action, each a separate update, at the set pace",
    async () => {
      const guest = new Client(server.url);
      await guest.join();
      const live = await guest.live();
      let game = await guest.call(ENDPOINTS.startComputerGame, { body: { level: 'first' } });
      live.send({ type: 'watch', gameId: game.id });
      await live.next('update');
      // Hand the turn to the computer if we start, then watch its turn arrive.
      if (game.toMove === 0) {
        await play(guest, game.id, { version: game.version, action: firstDiscard(game.legalActions) });
      }
      const times: number[] = [];
      for (;;) {
        const update = await live.next('update');
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

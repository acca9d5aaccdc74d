/**
 * Rematches over real HTTP and WebSockets: an offer reaches the other player live, accepting starts a new game
 * with the seats swapped and the same settings, and both players learn of it at once; a declined offer is gone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame, takeATurnEach } from './support/play.js';
import { freshUsername, registerClient } from './support/registered.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('rematches $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });
  const sockets: LiveSocket[] = [];
  afterAll(async () => {
    for (const socket of sockets) await socket.close();
  });

  /** Two players of a finished game, each watching it live. */
  const finishedGame = async (options: { rated: boolean }) => {
    const [anna, bert] = [new Client(server.url), new Client(server.url)];
    const ids = [(await anna.join()).id, (await bert.join()).id];
    let gameId: string;
    if (options.rated) {
      await registerClient(anna, freshUsername('anna'));
      await registerClient(bert, freshUsername('bert'));
      const challenge = await anna.call(ENDPOINTS.createChallenge, {
        body: { visibility: 'link', turnSeconds: 2 * 86_400, rated: true },
      });
      gameId = (await bert.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } })).gameId;
    } else {
      gameId = await personGame(anna, bert, 90);
    }
    await takeATurnEach([anna, bert], gameId);
    await bert.call(ENDPOINTS.resign, { params: { id: gameId } });
    const live = await Promise.all([anna.live(), bert.live()]);
    sockets.push(...live);
    for (const socket of live) {
      socket.send({ type: 'watch', gameId });
      await socket.next('update', (message) => message.gameId === gameId);
      await socket.next('table', (message) => message.gameId === gameId);
    }
    return { anna, bert, ids, gameId, live };
  };

  it.skipIf(skip)(
    'starts a rematch with the seats swapped and the same settings, told to both live',
    async () => {
      const { anna, bert, ids, gameId, live } = await finishedGame({ rated: true });
      const offered = await anna.call(ENDPOINTS.offerRematch, { params: { id: gameId } });
      expect(offered).toEqual({ offeredBy: 0, gameId: null });
      const told = await live[1].next('table', (message) => message.rematch.offeredBy === 0);
      expect(told.rematch.gameId).toBeNull();
      // Offering again changes nothing.
      expect(await anna.call(ENDPOINTS.offerRematch, { params: { id: gameId } })).toEqual(offered);

      const accepted = await bert.call(ENDPOINTS.offerRematch, { params: { id: gameId } });
      const rematchId = accepted.gameId ?? '';
      expect(rematchId).not.toBe('');
      for (const socket of live) {
        await socket.next('gameStarted', (message) => message.gameId === rematchId);
        await socket.next('table', (message) => message.rematch.gameId === rematchId);
      }
      const rematch = await anna.game(rematchId);
      expect(rematch.seats.map((seat) => (seat.kind === 'person' ? seat.id : null))).toEqual([
        ids[1],
        ids[0],
      ]);
      expect(rematch.seat).toBe(1);
      expect([rematch.turnSeconds, rematch.rated, rematch.state]).toEqual([2 * 86_400, true, 'running']);
      // Once started, the rematch is what both see; it cannot be declined any more.
      expect(await anna.call(ENDPOINTS.offerRematch, { params: { id: gameId } })).toEqual(accepted);
      const late = await bert.refused(ENDPOINTS.declineRematch, { params: { id: gameId } });
      expect(late.code).toBe('rematch-unavailable');
    },
  );

  it.skipIf(skip)('clears an offer that the other player declines or its maker withdraws', async () => {
    const { anna, bert, gameId, live } = await finishedGame({ rated: false });
    await bert.call(ENDPOINTS.offerRematch, { params: { id: gameId } });
    await live[0].next('table', (message) => message.rematch.offeredBy === 1);
    expect(await anna.call(ENDPOINTS.declineRematch, { params: { id: gameId } })).toEqual({
      offeredBy: null,
      gameId: null,
    });
    await live[1].next('table', (message) => message.rematch.offeredBy === null);
    // A new offer by Anna is an offer, not an acceptance of the one declined.
    expect(await anna.call(ENDPOINTS.offerRematch, { params: { id: gameId } })).toEqual({
      offeredBy: 0,
      gameId: null,
    });
    await anna.call(ENDPOINTS.declineRematch, { params: { id: gameId } }); // withdrawn (she leaves)
    const news = await new Client(server.url).call(ENDPOINTS.tableNews, { params: { id: gameId } });
    expect(news.rematch).toEqual({ offeredBy: null, gameId: null });
  });

  it.skipIf(skip)('starts one rematch only when both offer at the same moment', async () => {
    const { anna, bert, gameId } = await finishedGame({ rated: false });
    const answers = await Promise.all([
      anna.call(ENDPOINTS.offerRematch, { params: { id: gameId } }),
      bert.call(ENDPOINTS.offerRematch, { params: { id: gameId } }),
    ]);
    // One of the two offers came first; the other accepted it.
    const started = answers.map((answer) => answer.gameId).filter((id) => id !== null);
    expect(started).toHaveLength(1);
    const news = await anna.call(ENDPOINTS.tableNews, { params: { id: gameId } });
    expect(news.rematch.gameId).toBe(started[0]);
    const running = await anna.call(ENDPOINTS.listGames, { query: { state: 'running' } });
    expect(running.map((game) => game.id)).toEqual([started[0]]);
  });

  it.skipIf(skip)(
    'refuses a rematch while the game runs, to a spectator and against the computer',
    async () => {
      const [anna, bert, carla] = [new Client(server.url), new Client(server.url), new Client(server.url)];
      await Promise.all([anna.join(), bert.join(), carla.join()]);
      const running = await personGame(anna, bert, 90);
      expect((await anna.refused(ENDPOINTS.offerRematch, { params: { id: running } })).code).toBe(
        'game-running',
      );
      expect((await carla.refused(ENDPOINTS.offerRematch, { params: { id: running } })).code).toBe(
        'not-seated',
      );
      const computer = await anna.call(ENDPOINTS.startComputerGame, {
        body: { level: 'random', turnSeconds: 60 },
      });
      await anna.call(ENDPOINTS.resign, { params: { id: computer.id } });
      const refused = await anna.refused(ENDPOINTS.offerRematch, { params: { id: computer.id } });
      expect([refused.status, refused.code]).toEqual([409, 'rematch-unavailable']);
    },
  );
});

/**
 * The number of people watching a game, as its players see it live: each spectator once however many tabs,
 * players not counted, right across several server processes sharing one PostgreSQL database, and rows of a
 * process that died without cleaning up ignored, then removed.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client, type LiveSocket } from './support/client.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { personGame } from './support/play.js';
import { startServerOn } from './support/test-server.js';
import { useTestServer } from './support/use-test-server.js';

/** Opens a live socket for `client` and watches the game; returns the socket once its first table news came. */
async function watching(client: Client, gameId: string): Promise<LiveSocket> {
  const socket = await client.live();
  socket.send({ type: 'watch', gameId });
  await socket.next('update', (message) => message.gameId === gameId);
  return socket;
}

/** Waits for the table news that shows `count` spectators. */
const seesSpectators = (socket: LiveSocket, count: number) =>
  socket.next('table', (message) => message.spectators === count);

describe.each(DATABASE_KINDS)('spectators $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip }, { SPECTATOR_HEARTBEAT_MS: '200' });

  it.skipIf(skip)('counts each spectator once, never the players, and tells the players live', async () => {
    const [anna, bert, carla, dora] = [0, 1, 2, 3].map(() => new Client(server.url)) as [
      Client,
      Client,
      Client,
      Client,
    ];
    for (const client of [anna, bert, carla, dora]) await client.join();
    const gameId = await personGame(anna, bert, 600);
    const annaLive = await watching(anna, gameId);
    const bertLive = await watching(bert, gameId);
    await seesSpectators(annaLive, 0);
    const carlaTabs = [await watching(carla, gameId), await watching(carla, gameId)];
    await seesSpectators(annaLive, 1);
    await watching(dora, gameId);
    await seesSpectators(annaLive, 2);
    await seesSpectators(bertLive, 2);
    await carlaTabs[0]?.close();
    // Carla still watches in her other tab.
    expect((await anna.call(ENDPOINTS.tableNews, { params: { id: gameId } })).spectators).toBe(2);
    await carlaTabs[1]?.close();
    await seesSpectators(annaLive, 1);
    await annaLive.close();
    await bertLive.close();
  });

  it.skipIf(skip)('ignores the count of a process that died, and removes it', async () => {
    const [anna, bert] = [new Client(server.url), new Client(server.url)];
    await Promise.all([anna.join(), bert.join()]);
    const gameId = await personGame(anna, bert, 600);
    const annaLive = await watching(anna, gameId);
    await seesSpectators(annaLive, 0);
    await server.database.query(
      `INSERT INTO watchers (game_id, process_id, spectators, seen_at)
       VALUES ($1, 'a-process-long-gone', 5, now() - interval '1 hour')`,
      [gameId],
    );
    expect((await anna.call(ENDPOINTS.tableNews, { params: { id: gameId } })).spectators).toBe(0);
    // The heartbeat (every 200 ms here) removes the row and announces the game.
    await annaLive.next('table', (message) => message.gameId === gameId);
    const left = await server.database.query('SELECT 1 FROM watchers WHERE game_id = $1', [gameId]);
    expect(left.rows).toEqual([]);
    await annaLive.close();
  });
});

const postgres = DATABASE_KINDS.find((entry) => entry.kind === 'postgres');

describe.skipIf(postgres?.skip ?? true)('spectators across two server processes on one PostgreSQL', () => {
  it('sums the spectators of every process, and forgets those of a process that stops', async () => {
    const database = await scratchDatabase('postgres');
    const first = await startServerOn(database);
    const second = await startServerOn(database);
    let secondRuns = true;
    try {
      const [anna, bert] = [new Client(first.url), new Client(first.url)];
      await Promise.all([anna.join(), bert.join()]);
      const gameId = await personGame(anna, bert, 600);
      const annaLive = await watching(anna, gameId);
      await seesSpectators(annaLive, 0);
      const here = new Client(first.url);
      await here.join();
      await watching(here, gameId);
      await seesSpectators(annaLive, 1);
      const there = new Client(second.url); // the session is in the shared database: either process knows it
      await there.join();
      await watching(there, gameId);
      await seesSpectators(annaLive, 2);
      secondRuns = false;
      await second.close(); // its spectator's connection ends with it
      await seesSpectators(annaLive, 1);
      await annaLive.close();
    } finally {
      if (secondRuns) await second.close();
      await first.close();
      await database.drop();
    }
  });
});

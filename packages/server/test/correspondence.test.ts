/**
 * Correspondence games: turns of days, whose deadlines live in the database and so survive a restart of the
 * server; the clock sweeper ends a game whose player ran out of days. And a player's running games list their
 * own turns first, the least time left first.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { eventually, personGame } from './support/play.js';
import { startServerOn, startTestServer } from './support/test-server.js';

const DAY = 86_400;

describe.each(DATABASE_KINDS)('correspondence games $title', ({ kind, skip }) => {
  it.skipIf(skip)('keeps a deadline of days across a restart, and a player out of time loses', async () => {
    const database = await scratchDatabase(kind);
    let server = await startServerOn(database);
    try {
      const [anna, bert] = [new Client(server.url), new Client(server.url)];
      await anna.join();
      await bert.join();
      const gameId = await personGame(anna, bert, 3 * DAY);
      const before = await anna.game(gameId);
      expect(before.turnSeconds).toBe(3 * DAY);
      const deadline = before.clock?.deadline ?? '';
      expect(Date.parse(deadline) - Date.now()).toBeGreaterThan(3 * DAY * 1000 - 60_000);

      await server.close();
      server = await startServerOn(database);
      for (const client of [anna, bert]) client.base = server.url;
      const after = await anna.game(gameId);
      expect(after.clock?.deadline).toBe(deadline);
      expect(after.state).toBe('running');

      // Three days pass: the deadline is moved into the past, as the database's clock would see it then.
      await server.database.query(
        `UPDATE games SET turn_deadline = now() - interval '1 second' WHERE id = $1`,
        [gameId],
      );
      const over = await eventually(async () => {
        const game = await anna.game(gameId);
        return game.state === 'over' ? game : undefined;
      });
      expect(over.result).toEqual({ winner: before.toMove === 0 ? 1 : 0, reason: 'timeout' });
    } finally {
      await server.close();
      await database.drop();
    }
  });

  it.skipIf(skip)('refuses a turn of days that is not offered, naming the field', async () => {
    const server = await startTestServer(kind);
    try {
      const anna = new Client(server.url);
      await anna.join();
      const refused = await anna.refused(ENDPOINTS.createChallenge, {
        body: { visibility: 'link', turnSeconds: 4 * DAY },
      });
      expect(refused.code).toBe('invalid-input');
      expect(refused.path).toBe('body.turnSeconds');
      const fortnight = await anna.call(ENDPOINTS.createChallenge, {
        body: { visibility: 'link', turnSeconds: 14 * DAY },
      });
      expect(fortnight.turnSeconds).toBe(14 * DAY);
    } finally {
      await server.close();
    }
  });

  it.skipIf(skip)("lists a player's own turns first, the least time left first", async () => {
    const server = await startTestServer(kind);
    try {
      const [anna, bert] = [new Client(server.url), new Client(server.url)];
      const annaId = (await anna.join()).id;
      await bert.join();
      // Who starts follows from each deal: games until each kind has three, each with its own time per turn, every
      // one a time the server offers (beyond a day: 2, 3, 5, 7 or 14 days; 4 and 6 days here once failed the test
      // on the deals that needed a ninth game).
      const times = [7 * DAY, DAY, 14 * DAY, 2 * DAY, 3600, 5 * DAY, 3 * DAY, 600, DAY / 2, 7200, 1800];
      let made = 0;
      const listOf = () => anna.call(ENDPOINTS.listGames, { query: { state: 'running' } });
      for (let listed = await listOf(); made < times.length * 4; listed = await listOf()) {
        const annas = listed.filter((game) => game.yourTurn).length;
        if (annas >= 3 && listed.length - annas >= 3) break;
        await personGame(anna, bert, times[made % times.length]);
        made += 1;
      }
      const listed = await listOf();
      expect(listed).toHaveLength(made);
      const mine = listed.filter((game) => game.yourTurn);
      const theirs = listed.filter((game) => !game.yourTurn);
      // The orders below are only shown by lists that have something to order.
      expect(mine.length).toBeGreaterThanOrEqual(3);
      expect(theirs.length).toBeGreaterThanOrEqual(3);
      expect(new Set(mine.map((game) => game.turnSeconds)).size).toBeGreaterThanOrEqual(2);
      expect(listed.slice(0, mine.length)).toEqual(mine); // own turns come first
      const left = mine.map((game) => game.clock?.msLeft ?? Infinity);
      expect(left).toEqual([...left].sort((a, b) => a - b));
      const updated = theirs.map((game) => Date.parse(game.updatedAt));
      expect(updated).toEqual([...updated].sort((a, b) => b - a)); // then the rest, newest first
      expect(listed.every((game) => game.opponent.kind === 'person' && game.opponent.id !== annaId)).toBe(
        true,
      );
    } finally {
      await server.close();
    }
  });
});

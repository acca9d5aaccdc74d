/**
 * Two server processes on one PostgreSQL database compute each kept review once: each review is claimed by one
 * of them, whichever process its requests came through, and both answer it once done.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { personGame, takeATurnEach } from './support/play.js';
import { startServerOn } from './support/test-server.js';

const POSTGRES = DATABASE_KINDS.find((target) => target.kind === 'postgres');

describe(`kept reviews from several processes ${POSTGRES?.title ?? ''}`, () => {
  it.skipIf(POSTGRES?.skip ?? true)(
    'computes each review once, through whichever process it was asked',
    { timeout: 600_000 },
    async () => {
      const database = await scratchDatabase('postgres');
      const servers = [await startServerOn(database), await startServerOn(database)];
      try {
        const ids: string[] = [];
        for (let game = 0; game < 3; game++) {
          // The game's players on one process, a spectator on the other.
          const [here, there] = game % 2 === 0 ? servers : [...servers].reverse();
          const players: [Client, Client] = [new Client(here?.url ?? ''), new Client(here?.url ?? '')];
          await players[0].join();
          await players[1].join();
          const id = await personGame(players[0], players[1]);
          await takeATurnEach(players, id);
          await players[0].call(ENDPOINTS.resign, { params: { id } });
          // Asked through both processes at once: queued once.
          const spectator = new Client(there?.url ?? '');
          await spectator.join();
          const statuses = await Promise.all(
            [players[0], spectator].map((client) => client.attempt(ENDPOINTS.getReview, { params: { id } })),
          );
          expect(statuses.map(({ status }) => status)).toEqual([202, 202]);
          ids.push(id);
        }
        const ask = (url: string, id: string) =>
          new Client(url).attempt(ENDPOINTS.getReview, { params: { id } }).then(({ status }) => status);
        for (const id of ids) {
          for (const server of servers) {
            await expect.poll(() => ask(server.url, id), { timeout: 300_000, interval: 200 }).toBe(200);
          }
        }
        const kept = servers.flatMap((server) =>
          server.logs.filter((line) => line.includes('kept the review of a game')),
        );
        expect(kept).toHaveLength(ids.length);
        const rows = await servers[0]?.database.query<{ attempts: number }>(
          'SELECT attempts FROM reviews WHERE game_id = ANY($1) AND state = $2',
          [ids, 'done'],
        );
        expect(rows?.rows).toEqual(ids.map(() => ({ attempts: 1 })));
      } finally {
        for (const server of servers) await server.close();
        await database.drop();
      }
    },
  );
});

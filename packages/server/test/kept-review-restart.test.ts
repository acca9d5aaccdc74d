/**
 * A kept review outlives the process that was computing it: the server process is killed (SIGKILL) while it
 * computes a review, and the next start (on PostgreSQL, once the dead process's claim has run out) claims it
 * again and finishes it.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { startChildServer } from './support/child-server.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS, openScratchDatabase, scratchDatabase } from './support/databases.js';
import { personGame, takeATurnEach } from './support/play.js';

describe.each(DATABASE_KINDS)('a kept review through a crash $title', ({ kind, skip }) => {
  it.skipIf(skip)(
    'is finished by the next start when its process is killed computing it',
    { timeout: 600_000 },
    async () => {
      const database = await scratchDatabase(kind);
      const env = {
        ...database.env,
        BOT_PACE_MS: '5',
        RATE_PER_SECOND: '10000',
        RATE_BURST: '10000',
        NEW_GUESTS_PER_ADDRESS: '1000000',
        // A claim (a lease's length) that runs out soon after the kill.
        LEASE_MS: '2000',
        LEASE_RENEW_MS: '500',
      };
      try {
        let server = await startChildServer(env);
        const players: [Client, Client] = [new Client(server.url), new Client(server.url)];
        await players[0].join();
        await players[1].join();
        const id = await personGame(players[0], players[1]);
        // Long enough a game that the review is seen computing before it is done.
        for (let turn = 0; turn < 4; turn++) await takeATurnEach(players, id);
        await players[0].call(ENDPOINTS.resign, { params: { id } });

        const reviewOn = (url: string) =>
          new Client(url).attempt(ENDPOINTS.getReview, { params: { id } }).then(({ status, result }) => ({
            status,
            state: result.ok && 'state' in result.value ? result.value.state : null,
          }));
        expect((await reviewOn(server.url)).status).toBe(202);
        await expect
          .poll(async () => (await reviewOn(server.url)).state, { timeout: 120_000, interval: 20 })
          .toBe('computing');
        server.process.kill('SIGKILL');
        await server.exited;

        server = await startChildServer(env);
        // The log line comes after the review is stored, so a look at the review can see it kept before the line
        // has arrived: wait for the line, then look.
        const keptLines = (lines: readonly string[]) =>
          lines.filter((line) => line.includes('kept the review of a game'));
        await server.seen((lines) => keptLines(lines).length > 0);
        expect((await reviewOn(server.url)).status).toBe(200);
        expect(keptLines(server.output)).toHaveLength(1);
        server.process.kill('SIGTERM');
        await server.exited;

        const db = await openScratchDatabase(database, 1);
        try {
          const rows = await db.query<{ attempts: number; state: string }>(
            'SELECT attempts, state FROM reviews WHERE game_id = $1',
            [id],
          );
          // Claimed by the killed process, then by the next start.
          expect(rows.rows).toEqual([{ attempts: 2, state: 'done' }]);
        } finally {
          await db.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});

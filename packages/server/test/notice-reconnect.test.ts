/**
 * The connection that listens for notices can be lost while the server runs: the database restarts, fails
 * over, or drops it. The server makes it again, and the watchers receive what was stored meanwhile.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame, play, played } from './support/play.js';
import { startTestServer } from './support/test-server.js';

const POSTGRES = DATABASE_KINDS.find((target) => target.kind === 'postgres')!;

/** The first legal action for whichever of the two is to move, over HTTP; the version it made. */
async function playOne(players: readonly [Client, Client], gameId: string): Promise<number> {
  const mover = players[(await players[0].game(gameId)).toMove];
  const game = await mover.game(gameId);
  return played(await play(mover, gameId, { version: game.version, action: game.legalActions[0] })).entry
    .version;
}

describe(`the notices ${POSTGRES.title}`, () => {
  it.skipIf(POSTGRES.skip)('reach the watchers again after the listening connection was lost', async () => {
    const server = await startTestServer('postgres');
    const admin = new pg.Client({ connectionString: server.databaseUrl ?? '' });
    try {
      await admin.connect();
      const players = [new Client(server.url), new Client(server.url)] as const;
      await players[0].join();
      await players[1].join();
      const gameId = await personGame(players[0], players[1]);
      const watcher = await players[0].live();
      watcher.send({ type: 'watch', gameId });
      await watcher.next('update');

      // Cut it as a restart of the database would, and store a change at once, before it is made again.
      const cut = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'katz-notices' AND datname = current_database()`,
      );
      expect(cut.rowCount).toBe(1);
      const missed = await playOne(players, gameId);
      const caughtUp = await watcher.next('update', (update) => update.game.version >= missed);
      expect(caughtUp.entries.map((entry) => entry.version)).toEqual([missed]);

      // And the notices flow again.
      const next = await playOne(players, gameId);
      const announced = await watcher.next('update', (update) => update.game.version >= next);
      expect(announced.entries.map((entry) => entry.version)).toEqual([next]);
      expect(server.logs.some((line) => line.includes('terminat'))).toBe(true);
    } finally {
      await admin.end();
      await server.close();
    }
  });
});

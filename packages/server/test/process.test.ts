/**
 * The server as a process: a second process on the same data folder, configuration errors, a graceful stop.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { Client } from './support/client.js';
import { runChildServer, startChildServer } from './support/child-server.js';
import { scratchDatabase } from './support/databases.js';
import { personGame, play } from './support/play.js';

describe('the server process', () => {
  it('refuses a second process on the same data folder at once, with a clear message', async () => {
    const database = await scratchDatabase('pglite');
    const first = await startChildServer(database.env);
    try {
      const second = await runChildServer(database.env);
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/data folder .* is in use by another katz server \(process \d+\)/);
      expect((await fetch(`${first.url}/health`)).status).toBe(200);
    } finally {
      first.process.kill('SIGTERM');
      await first.exited;
      await database.drop();
    }
  });

  it('reports every configuration mistake by variable name before starting', async () => {
    const bad = await runChildServer({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('invalid configuration');
    expect(bad.output).toMatch(/PORT: /);
    expect(bad.output).toMatch(/DATABASE_URL: must start with postgres/);
    expect(bad.output).toMatch(/LOG_LEVEL: /);
    // Mail's links would lead to the server's own address, which no one's mailbox reaches.
    const mailAlone = await runChildServer({ SMTP_URL: 'smtp://mail.example.org:587', LOG_LEVEL: 'info' });
    expect(mailAlone.code).toBe(1);
    expect(mailAlone.output).toMatch(/PUBLIC_URL: must be set when SMTP_URL is/);
    const good = loadConfig({}, '/srv/katz');
    expect(good.ok && good.config).toMatchObject({
      port: 3000,
      dataDir: '/srv/katz/data',
      databaseUrl: null,
    });
    // Every true/false setting is read the same way: a word other than true or false stops the start.
    const flags = loadConfig({ COOKIE_SECURE: 'yes', PUSH_PRIVATE_ADDRESSES: '1' });
    expect(flags.ok ? '' : flags.message).toMatch(/COOKIE_SECURE: .*PUSH_PRIVATE_ADDRESSES: /s);
    const set = loadConfig({ COOKIE_SECURE: 'true', PUSH_PRIVATE_ADDRESSES: 'true' });
    expect(set.ok && [set.config.cookieSecure, set.config.notify.pushDestinations]).toEqual([
      true,
      { privateAddresses: true },
    ]);
  });

  it('stops on SIGTERM after finishing the requests in flight, and releases the data folder', async () => {
    const database = await scratchDatabase('pglite');
    const server = await startChildServer(database.env);
    try {
      const [a, b] = [new Client(server.url), new Client(server.url)];
      await a.join();
      await b.join();
      const gameId = await personGame(a, b);
      const mover = [a, b][(await a.game(gameId)).toMove]!;
      const game = await mover.game(gameId);
      const requests = Array.from({ length: 10 }, () =>
        play(mover, gameId, { version: game.version, action: game.legalActions[0] }),
      );
      // Stop once the server has received every request, before it has answered them all.
      await server.seen(
        (lines) =>
          lines.filter((line) => line.includes('/actions"') && line.includes('incoming request')).length >=
          10,
      );
      server.process.kill('SIGTERM');
      const replies = await Promise.all(requests);
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      expect(replies.every((reply) => reply.status === 200 || reply.status === 409)).toBe(true);
      expect(await server.exited).toBe(0);
      expect(existsSync(join(database.env.DATA_DIR, 'katz-server.lock'))).toBe(false);
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL'); // only when the test failed
      await server.exited;
      await database.drop();
    }
  });
});

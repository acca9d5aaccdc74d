/**
 * Failed logins are throttled per name and per address, in the database or in Redis, for every server process
 * alike: past the limit, 429 with Retry-After, whatever the password.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { createClient } from 'redis';
import { freshName, PASSWORD, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { scratchDatabase } from './support/databases.js';
import { ATTEMPT_STORES, redisSettings } from './support/redis.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const LIMITS = { LOGIN_FAILURES_PER_NAME: '3', LOGIN_FAILURES_PER_ADDRESS: '6', LOGIN_WINDOW_SECONDS: '600' };

/** Ends every window now, as the clock would (the stored end moved, or the Redis keys gone). */
async function endWindows(server: TestServer, settings: Readonly<Record<string, string>>): Promise<void> {
  const prefix = settings.REDIS_KEY_PREFIX;
  if (prefix === undefined) {
    await server.database.query(`UPDATE attempts SET window_ends = now() - interval '1 millisecond'`);
    return;
  }
  const redis = createClient({ url: settings.REDIS_URL ?? '' });
  await redis.connect();
  try {
    const keys = await redis.keys(`${prefix}attempts:*`);
    if (keys.length > 0) await redis.del(keys);
  } finally {
    await redis.close();
  }
}

const logIn = (client: Client, username: string, password: string) =>
  client.attempt(ENDPOINTS.logIn, { body: { username, password } });

describe.each(ATTEMPT_STORES)('failed logins counted $title', ({ kind, skip, redis }) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it.skipIf(skip)(
    'refuses a name past its limit with 429 and Retry-After, until the window ends',
    async () => {
      const settings = { ...LIMITS, ...(redis ? redisSettings() : {}) };
      const server = await startTestServer(kind, settings);
      servers.push(server);
      const username = freshName();
      await registered(server.url, username);
      const device = new Client(server.url);

      // A success clears the name's count: two failures, a success, two failures are not yet too many.
      for (const password of ['wrong one', 'wrong two', PASSWORD, 'wrong three', 'wrong four']) {
        expect((await logIn(device, username, password)).status).toBe(password === PASSWORD ? 200 : 401);
      }
      expect((await logIn(device, username, 'wrong five')).status).toBe(401);
      const throttled = await logIn(device, username, PASSWORD); // even the right password, now
      expect(throttled.status).toBe(429);
      expect(throttled.result.ok || throttled.result.error.code).toBe('throttled');
      const retryAfter = Number(throttled.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);

      // The address has failed 5 times: one more failure under another name, then it is throttled too.
      const other = freshName('other');
      expect((await logIn(device, other, 'wrong')).status).toBe(401);
      const byAddress = await logIn(device, freshName('third'), 'wrong');
      expect(byAddress.status).toBe(429);
      expect(Number(byAddress.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

      await endWindows(server, settings);
      expect((await logIn(device, username, PASSWORD)).status).toBe(200);
    },
  );

  it.skipIf(skip || (!redis && kind === 'pglite'))(
    'counts the failures made through one server process in another',
    async () => {
      // Two processes on one PostgreSQL database, or on one Redis (each then with a database of its own).
      const shared = redis ? undefined : await scratchDatabase(kind);
      const settings = { ...LIMITS, ...(redis ? redisSettings() : {}) };
      const first = await startTestServer(kind, settings, shared ? { database: shared } : {});
      const second = await startTestServer(kind, settings, shared ? { database: shared } : {});
      servers.push(second, first);
      try {
        const username = freshName();
        for (let attempt = 0; attempt < 3; attempt += 1) {
          expect((await logIn(new Client(first.url), username, 'wrong')).status).toBe(401);
        }
        const elsewhere = await logIn(new Client(second.url), username, 'wrong');
        expect(elsewhere.status).toBe(429);
        expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThan(50);
      } finally {
        await second.close();
        await first.close();
        servers.length = 0;
        await shared?.drop();
      }
    },
  );
});

describe('a Redis that cannot be reached', () => {
  it('stops the start, naming REDIS_URL', async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(startTestServer('pglite', { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(
      /REDIS_URL: cannot connect/,
    );
  }, 30_000);
});

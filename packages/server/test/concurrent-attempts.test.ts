/**
 * Limits that hold against attempts sent at the same moment: each attempt is counted before it is tried, so of
 * many sent at once exactly the limit's number are tried and the rest refused with 429, in the database (PGlite,
 * PostgreSQL) and in Redis alike; and a recovery code sent several times at once works once. A limit that holds
 * one request at a time is not yet a limit.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { freshName, PASSWORD, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { ATTEMPT_STORES, redisSettings } from './support/redis.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const PER_NAME = 5;
const PER_ADDRESS = 12;
const AT_ONCE = 30;
const LIMITS = {
  LOGIN_FAILURES_PER_NAME: String(PER_NAME),
  LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
  LOGIN_WINDOW_SECONDS: '600',
  NEW_GUESTS_PER_ADDRESS: '7',
  REGISTRATIONS_PER_ADDRESS: '3',
};

/** A client with a made-up session cookie, as an attacker would send to look like many clients. */
function forger(base: string): Client {
  const client = new Client(base);
  client.cookie = `katz_session=${randomBytes(32).toString('base64url')}`;
  return client;
}

/** The statuses of `count` requests started together, sorted. */
async function atOnce(
  count: number,
  send: (index: number) => Promise<{ status: number }>,
): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  return answers.map((answer) => answer.status).sort((a, b) => a - b);
}

const tally = (statuses: readonly number[]) => ({
  tried: statuses.filter((status) => status !== 429).length,
  refused: statuses.filter((status) => status === 429).length,
});

describe.each(ATTEMPT_STORES)('attempts at the same moment counted $title', ({ kind, skip, redis }) => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  const start = async () => {
    const server = await startTestServer(kind, { ...LIMITS, ...(redis ? redisSettings() : {}) });
    servers.push(server);
    return server;
  };

  it.skipIf(skip)('checks exactly the name limit of 30 wrong passwords sent at once', async () => {
    const server = await start();
    const username = freshName();
    await registered(server.url, username);
    const statuses = await atOnce(AT_ONCE, (index) =>
      forger(server.url).attempt(ENDPOINTS.logIn, { body: { username, password: `wrong ${index}` } }),
    );
    expect(tally(statuses)).toEqual({ tried: PER_NAME, refused: AT_ONCE - PER_NAME });
    expect(new Set(statuses.filter((status) => status !== 429))).toEqual(new Set([401]));
    // The right password now waits for the window like any other.
    const right = await new Client(server.url).attempt(ENDPOINTS.logIn, {
      body: { username, password: PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it.skipIf(skip)('checks exactly the name limit of 30 wrong recovery codes sent at once', async () => {
    const server = await start();
    const username = freshName();
    await registered(server.url, username);
    const statuses = await atOnce(AT_ONCE, (index) =>
      forger(server.url).attempt(ENDPOINTS.recover, {
        body: {
          username,
          recoveryCode: `AAAA-AAAA-AAAA-AAAA-${String(1000 + index)}`,
          newPassword: 'a new password',
        },
      }),
    );
    expect(tally(statuses)).toEqual({ tried: PER_NAME, refused: AT_ONCE - PER_NAME });
  });

  it.skipIf(skip)(
    'lets the right recovery code work once when it is sent several times at once',
    async () => {
      const server = await start();
      const username = freshName();
      const { account } = await registered(server.url, username);
      const passwords = Array.from(
        { length: PER_NAME },
        (_, index) => `new password number ${String(index)}`,
      );
      const answers = await Promise.all(
        passwords.map((newPassword) =>
          forger(server.url).attempt(ENDPOINTS.recover, {
            body: { username, recoveryCode: account.recoveryCode, newPassword },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([
        200,
        ...passwords.slice(1).map(() => 401),
      ]);
      // The one that worked set its password; the others set nothing.
      const winner = answers.findIndex((answer) => answer.status === 200);
      const logIn = (password: string) =>
        new Client(server.url).attempt(ENDPOINTS.logIn, { body: { username, password } });
      expect((await logIn(passwords[winner]!)).status).toBe(200);
      expect((await logIn(passwords[(winner + 1) % passwords.length]!)).status).toBe(401);
    },
  );

  it.skipIf(skip)('checks exactly the address limit of 30 logins on different names at once', async () => {
    const server = await start();
    const statuses = await atOnce(AT_ONCE, () =>
      forger(server.url).attempt(ENDPOINTS.logIn, { body: { username: freshName(), password: 'wrong' } }),
    );
    expect(tally(statuses)).toEqual({ tried: PER_ADDRESS, refused: AT_ONCE - PER_ADDRESS });
  });

  it.skipIf(skip)('starts exactly the limit of new guests from one address at once', async () => {
    const server = await start();
    const earlier = new Client(server.url);
    const guest = await earlier.join();
    const statuses = await atOnce(20, () => new Client(server.url).attempt(ENDPOINTS.startSession));
    expect(tally(statuses)).toEqual({ tried: 6, refused: 14 });
    // A guest that has its session is answered as before: the limit counts new sessions only.
    expect(await earlier.join()).toEqual(guest);
  });

  it.skipIf(skip)('registers exactly the limit of accounts from one address at once', async () => {
    const server = await start();
    const guests = await Promise.all(
      Array.from({ length: 7 }, async () => {
        const client = new Client(server.url);
        await client.join();
        return client;
      }),
    );
    const statuses = await atOnce(guests.length, (index) =>
      guests[index]!.attempt(ENDPOINTS.register, {
        body: { username: freshName(), password: PASSWORD },
      }),
    );
    expect(tally(statuses)).toEqual({ tried: 3, refused: 4 });
  });
});

/**
 * Sessions end by themselves: a registered player's after SESSION_IDLE_SECONDS unused or SESSION_MAX_SECONDS
 * after it began, however much it is used; a guest's only after GUEST_IDLE_SECONDS unused. Set here to seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { loggedIn, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('session expiry $title', ({ kind, skip }) => {
  let server: TestServer;
  beforeAll(async () => {
    if (!skip) {
      server = await startTestServer(kind, {
        SESSION_IDLE_SECONDS: '2',
        SESSION_MAX_SECONDS: '4',
        GUEST_IDLE_SECONDS: '3',
      });
    }
  }, 60_000);
  afterAll(async () => {
    if (!skip) await server.close();
  });

  it.skipIf(skip)(
    'ends idle sessions, and used ones at their limit, but a guest only when idle',
    async () => {
      const { client: idle, account } = await registered(server.url);
      const busy = await loggedIn(server.url, account.player.username ?? '');
      const guest = new Client(server.url);
      await guest.join();

      const start = Date.now();
      let idleChecked = false;
      while (Date.now() - start < 3000) {
        await pause(700);
        expect((await busy.call(ENDPOINTS.getSession)).id).toBe(account.player.id);
        await guest.call(ENDPOINTS.getSession);
        if (!idleChecked && Date.now() - start > 2300) {
          expect((await idle.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
          idleChecked = true;
        }
      }
      expect(idleChecked).toBe(true);
      // Used all along, the registered session still ends 4 s after it began; the guest's goes on.
      while (Date.now() - start < 4600) {
        await pause(700);
        await guest.call(ENDPOINTS.getSession);
      }
      expect((await busy.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
      expect((await guest.call(ENDPOINTS.getSession)).username).toBeNull();

      await pause(3400);
      expect((await guest.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    },
    30_000,
  );
});

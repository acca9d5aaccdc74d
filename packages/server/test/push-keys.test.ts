/**
 * Browser pushes without setting anything up: a server without the operator's VAPID keys makes a pair at its
 * first start and keeps it in the database. A restart, and every process on one database, signs with that same
 * pair (a browser's subscription holds the public key it was made with), and a push signed with it reaches a push
 * service that checks the signature.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DATABASE_KINDS, scratchDatabase } from './support/databases.js';
import { personGame } from './support/play.js';
import { startPushReceiver } from './support/push-receiver.js';
import { startServerOn } from './support/test-server.js';

/** The public key a server offers browsers to subscribe with. */
async function offeredKey(url: string): Promise<string | null> {
  const client = new Client(url);
  await client.join();
  return (await client.call(ENDPOINTS.getNotifications)).push.publicKey;
}

/** Settings for the push to arrive at once at the test's push service, which listens on 127.0.0.1. */
const QUICK_PUSHES = { OUTBOX_POLL_MS: '50', OUTBOX_RETRY_MS: '20', PUSH_PRIVATE_ADDRESSES: 'true' };

describe.each(DATABASE_KINDS)('push keys kept in the database $title', ({ kind, skip }) => {
  it.skipIf(skip)('offers the same public key after a restart and signs pushes with it', async () => {
    const database = await scratchDatabase(kind);
    try {
      const first = await startServerOn(database);
      const key = await offeredKey(first.url);
      await first.close();
      expect(key).toMatch(/^[\w-]{87}$/);
      const again = await startServerOn(database, QUICK_PUSHES);
      const receiver = await startPushReceiver(key ?? '');
      try {
        expect(await offeredKey(again.url)).toBe(key);
        const [anna, bert] = [new Client(again.url), new Client(again.url)];
        for (const [client, name] of [
          [anna, 'anna'],
          [bert, 'bert'],
        ] as const) {
          await client.join();
          await client.call(ENDPOINTS.addPush, { body: { ...receiver.subscribe(name), language: 'en' } });
        }
        // The first turn of a correspondence game is pushed to whoever has it, signed with the stored pair.
        const gameId = await personGame(anna, bert, 2 * 86_400);
        const push = await receiver.next(() => true);
        expect(push.payload).toMatchObject({ tag: `game-${gameId}` });
      } finally {
        await receiver.close();
        await again.close();
      }
    } finally {
      await database.drop();
    }
  });

  it.skipIf(skip || kind !== 'postgres')('gives processes that start at once one pair', async () => {
    const database = await scratchDatabase(kind);
    try {
      const servers = await Promise.all([startServerOn(database), startServerOn(database)]);
      try {
        const keys = await Promise.all(servers.map((server) => offeredKey(server.url)));
        expect(keys[0]).toMatch(/^[\w-]{87}$/);
        expect(keys[1]).toBe(keys[0]);
      } finally {
        for (const server of servers) await server.close();
      }
    } finally {
      await database.drop();
    }
  });
});

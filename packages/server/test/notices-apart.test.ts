/**
 * Notices that do not wait on each other: a mail server slower than any test holds back no push, and a process
 * killed while it sends a push leaves it to the next process as soon as its short claim runs out (20 seconds by
 * default, so within 30 of the kill; `OUTBOX_CLAIM_SECONDS`, 4 here, so that the test does not wait 20), not
 * after minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ENDPOINTS } from '@katz/protocol';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { Client } from './support/client.js';
import {
  DAY_SECONDS,
  endTurn,
  registeredPlayer,
  toMove,
  type Correspondent,
} from './support/correspondents.js';
import { DATABASE_KINDS, openScratchDatabase, scratchDatabase } from './support/databases.js';
import {
  followLink,
  linkIn,
  MAIL_SITE,
  startMailReceiver,
  type MailReceiver,
} from './support/mail-receiver.js';
import { personGame } from './support/play.js';
import { startPushReceiver, type PushReceiver } from './support/push-receiver.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** The claim's length in the test of a process killed mid-send. */
const CLAIM_SECONDS = 4;

const isYourMoveTo = (address: string) => (mail: { subject?: string | undefined; to?: unknown }) =>
  (mail.subject ?? '').startsWith('Your move') && JSON.stringify(mail.to).includes(address);

describe.each(DATABASE_KINDS)('a slow mail server $title', ({ kind, skip }) => {
  const vapid = webPush.generateVAPIDKeys();
  let mailbox: MailReceiver;
  let pushService: PushReceiver;
  let server: TestServer;
  beforeAll(async () => {
    if (skip) return;
    [mailbox, pushService] = await Promise.all([startMailReceiver(), startPushReceiver(vapid.publicKey)]);
    server = await startTestServer(kind, {
      OUTBOX_POLL_MS: '50',
      SMTP_URL: mailbox.url,
      PUBLIC_URL: MAIL_SITE,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_PRIVATE_ADDRESSES: 'true',
    });
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
    await Promise.all([mailbox.close(), pushService.close()]);
  });

  it.skipIf(skip)('delays no push: the push of a turn arrives while its mail still waits', async () => {
    const anna = await registeredPlayer(server.url, 'anna');
    const bert = await registeredPlayer(server.url, 'bert');
    const players = [anna, bert] as const;
    const addressOf = (player: Correspondent) => `${player.name.toLowerCase()}@example.org`;
    for (const player of players) {
      await player.client.call(ENDPOINTS.setMail, {
        body: { address: addressOf(player), mode: 'each', language: 'en' },
      });
      const confirmation = await mailbox.next((mail) => JSON.stringify(mail.to).includes(addressOf(player)));
      expect(await followLink(linkIn(confirmation, 'http'), server.url)).toEqual({
        opened: 200,
        pressed: 200,
      });
      await player.client.call(ENDPOINTS.addPush, {
        body: { ...pushService.subscribe(player.name), language: 'en' },
      });
    }
    const gameId = await personGame(anna.client, bert.client, 2 * DAY_SECONDS);
    const first = await toMove(players, gameId);
    await mailbox.atLeast(1, isYourMoveTo(addressOf(first)));
    await pushService.atLeast(1, (push) => push.to === first.name);

    // From now on the mail server takes every mail and answers none until the test lets it.
    mailbox.hold();
    await endTurn(players, gameId);
    const second = await toMove(players, gameId);
    await mailbox.holding(1);
    await pushService.atLeast(1, (push) => push.to === second.name);
    expect(mailbox.mails.filter(isYourMoveTo(addressOf(second)))).toHaveLength(0);
    mailbox.letGo();
    await mailbox.atLeast(1, isYourMoveTo(addressOf(second)));
  });
});

describe.each(DATABASE_KINDS)('a process killed while it sends a push $title', ({ kind, skip }) => {
  it.skipIf(skip)(
    `leaves it to the next within ${String(CLAIM_SECONDS)} s, by the database's clock`,
    async () => {
      const vapid = webPush.generateVAPIDKeys();
      const [pushService, database] = await Promise.all([
        startPushReceiver(vapid.publicKey),
        scratchDatabase(kind),
      ]);
      const env = {
        ...database.env,
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        PUSH_PRIVATE_ADDRESSES: 'true',
        OUTBOX_POLL_MS: '200',
        OUTBOX_CLAIM_SECONDS: String(CLAIM_SECONDS),
        RATE_PER_SECOND: '10000',
        RATE_BURST: '10000',
        WEB_DIST: '/nonexistent/katz-web-dist',
      };
      let running: ChildServer | null = null;
      try {
        const killed = await startChildServer(env);
        running = killed;
        const [anna, bert] = await Promise.all(
          [0, 1].map(async (): Promise<Correspondent> => {
            const client = new Client(killed.url);
            return { client, name: (await client.join()).name };
          }),
        );
        if (!anna || !bert) throw new Error('two guests');
        const players = [anna, bert] as const;
        const gameId = await personGame(anna.client, bert.client, 2 * DAY_SECONDS);
        const mover = await toMove(players, gameId);
        const stuck = `stuck-${String(process.pid)}-${String(Date.now())}`;
        await mover.client.call(ENDPOINTS.addPush, {
          body: { ...pushService.subscribe(stuck), language: 'en' },
        });
        // The push service takes the push of the mover's next turn and answers nothing: the send is under way.
        pushService.hold(stuck);
        await endTurn(players, gameId);
        await endTurn(players, gameId);
        await pushService.requested(stuck, 1);
        killed.process.kill('SIGKILL');
        await killed.exited;
        running = null;

        const db = await openScratchDatabase(database, 1);
        try {
          const row = await db.query<{ state: string; seconds: number }>(
            `SELECT state, extract(epoch FROM claimed_until - now())::float8 AS seconds FROM outbox
             WHERE game_id = $1 AND channel = 'push' AND kind = 'your-move'`,
            [gameId],
          );
          expect(row.rows).toHaveLength(1);
          expect(row.rows[0]?.state).toBe('pending');
          expect(row.rows[0]?.seconds).toBeLessThanOrEqual(CLAIM_SECONDS);
        } finally {
          await db.close();
        }

        pushService.letGo(stuck);
        running = await startChildServer(env);
        await pushService.atLeast(1, (push) => push.to === stuck);
        expect(pushService.pushes.filter((push) => push.to === stuck)).toHaveLength(1);
      } finally {
        if (running) {
          running.process.kill('SIGTERM');
          await running.exited;
        }
        await Promise.all([pushService.close(), database.drop()]);
      }
    },
  );
});

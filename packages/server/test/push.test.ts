/**
 * "Your move" by browser push, through a push service of the test's own that checks the VAPID signature and
 * decrypts each payload with the subscription's keys (RFC 8291): one push per turn, in the player's language,
 * with the time left and the game's address; a guest may subscribe too; a subscription the push service
 * answers 410 for is removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ENDPOINTS } from '@katz/protocol';
import { Client } from './support/client.js';
import { DAY_SECONDS, endTurn, settingsOf, toMove, type Correspondent } from './support/correspondents.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually, personGame } from './support/play.js';
import { startPushReceiver, type PushReceiver } from './support/push-receiver.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { PUSH_SUBSCRIPTIONS_PER_PLAYER } from '../src/notifications/push-subscriptions.js';

describe.each(DATABASE_KINDS)('push $title', ({ kind, skip }) => {
  const vapid = webPush.generateVAPIDKeys();
  let receiver: PushReceiver;
  let server: TestServer;
  beforeAll(async () => {
    if (skip) return;
    receiver = await startPushReceiver(vapid.publicKey);
    server = await startTestServer(kind, {
      OUTBOX_POLL_MS: '50',
      OUTBOX_RETRY_MS: '20',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:operator@example.org',
      // The test's push service listens on 127.0.0.1 (push-addresses.test.ts checks the default refusal).
      PUSH_PRIVATE_ADDRESSES: 'true',
    });
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
    await receiver.close();
  });

  it.skipIf(skip)(
    'pushes each "your move" once, to guests too, and forgets a subscription gone',
    async () => {
      const guests = await Promise.all(
        ['anna', 'bert'].map(async (): Promise<Correspondent> => {
          const client = new Client(server.url);
          const player = await client.join();
          return { client, name: player.name };
        }),
      );
      const [anna, bert] = guests as [Correspondent, Correspondent];
      const tag = `${String(process.pid)}-${String(Date.now())}`;
      for (const [player, language] of [
        [anna, 'nl'],
        [bert, 'en'],
      ] as const) {
        const settings = await player.client.call(ENDPOINTS.addPush, {
          body: { ...receiver.subscribe(`${player === anna ? 'anna' : 'bert'}-${tag}`), language },
        });
        expect(settings.push).toEqual({ publicKey: vapid.publicKey, subscriptions: 1 });
        expect(settings.vacation).toBeNull();
      }
      const players = [anna, bert] as const;
      const gameId = await personGame(anna.client, bert.client, 3 * DAY_SECONDS);
      const expected = new Map<string, number>();
      for (let turn = 0; turn < 4; turn += 1) {
        const mover = await toMove(players, gameId);
        const name = `${mover === anna ? 'anna' : 'bert'}-${tag}`;
        expected.set(name, (expected.get(name) ?? 0) + 1);
        const count = expected.get(name) ?? 0;
        await receiver.atLeast(count, (push) => push.to === name);
        const push = receiver.pushes.filter((each) => each.to === name)[count - 1];
        const opponent = mover === anna ? bert.name : anna.name;
        expect(push?.payload).toEqual({
          title: mover === anna ? `Jij bent aan zet tegen ${opponent}` : `Your move against ${opponent}`,
          body: expect.stringMatching(
            mover === anna ? /^nog (2 dagen 23 uur|3 dagen)$/ : /^(2 days 23 hours|3 days) left$/,
          ),
          url: `${server.url}/game/${gameId}`,
          tag: `game-${gameId}`,
        });
        expect(push?.ttl).toBe('86400');
        expect(push?.topic).toMatch(/^[\w-]{32}$/);
        await endTurn(players, gameId);
      }

      // The turn the loop's last play began is pushed too; then the push service forgets that player's browser,
      // and the push of their next turn removes the subscription.
      const next = await toMove(players, gameId);
      const other = next === anna ? bert : anna;
      const nameOf = (player: Correspondent) => `${player === anna ? 'anna' : 'bert'}-${tag}`;
      const arrived = (name: string) => receiver.pushes.filter((push) => push.to === name).length;
      expected.set(nameOf(next), (expected.get(nameOf(next)) ?? 0) + 1);
      await receiver.atLeast(expected.get(nameOf(next)) ?? 0, (push) => push.to === nameOf(next));
      receiver.forget(nameOf(next));
      await endTurn(players, gameId);
      expected.set(nameOf(other), (expected.get(nameOf(other)) ?? 0) + 1);
      // The other player's push arrives before they play: a "your move" still unsent when the turn has passed is
      // dropped on purpose (compose.ts), and on a loaded machine the play came first and the wait never ended.
      await receiver.atLeast(expected.get(nameOf(other)) ?? 0, (push) => push.to === nameOf(other));
      await endTurn(players, gameId);
      await eventually(async () => ((await settingsOf(next)).push.subscriptions === 0 ? true : undefined));
      for (const [name, count] of expected) expect(arrived(name)).toBe(count);
      expect((await settingsOf(other)).push.subscriptions).toBe(1);
    },
  );

  it.skipIf(skip)(
    `keeps a player's newest ${String(PUSH_SUBSCRIPTIONS_PER_PLAYER)} subscriptions, however many are sent at once`,
    async () => {
      const client = new Client(server.url);
      const player = await client.join();
      const tag = `many-${String(process.pid)}-${String(Date.now())}`;
      const subscribe = (index: number) =>
        client.call(ENDPOINTS.addPush, {
          body: { ...receiver.subscribe(`${tag}-${String(index)}`), language: 'en' },
        });
      // Three first, one after another; then twenty at once; then the first again, which becomes the newest.
      for (const index of [0, 1, 2]) await subscribe(index);
      await Promise.all(Array.from({ length: 20 }, (_, index) => subscribe(3 + index)));
      const first = receiver.subscribe(`${tag}-0`).endpoint;
      await subscribe(0);
      expect((await client.call(ENDPOINTS.getNotifications)).push.subscriptions).toBe(
        PUSH_SUBSCRIPTIONS_PER_PLAYER,
      );
      const kept = await server.database.query<{ endpoint: string }>(
        'SELECT endpoint FROM push_subscriptions WHERE player_id = $1',
        [player.id],
      );
      expect(kept.rows.map((row) => row.endpoint)).toContain(first);
      for (const index of [1, 2]) {
        expect(kept.rows.map((row) => row.endpoint)).not.toContain(
          receiver.subscribe(`${tag}-${String(index)}`).endpoint,
        );
      }
    },
  );

  it.skipIf(skip)('refuses keys that no push can be encrypted to, naming the field', async () => {
    const client = new Client(server.url);
    await client.join();
    const subscription = receiver.subscribe('malformed');
    const bytes = (...parts: Buffer[]) => Buffer.concat(parts).toString('base64url');
    const usable = Buffer.from(subscription.keys.p256dh, 'base64url');
    const refusals: readonly (readonly [{ p256dh?: string; auth?: string }, string, RegExp])[] = [
      [{ p256dh: 'AAAA' }, 'body.keys.p256dh', /uncompressed P-256 public key/],
      // 0x04 and 64 bytes that are no point on the curve.
      [
        { p256dh: bytes(Buffer.from([4]), Buffer.alloc(64, 7)) },
        'body.keys.p256dh',
        /not a point on the P-256/,
      ],
      // The compressed form of a real key: RFC 8291 takes the uncompressed one only.
      [{ p256dh: bytes(Buffer.from([2]), usable.subarray(1, 33)) }, 'body.keys.p256dh', /uncompressed/],
      [{ p256dh: bytes(Buffer.from([2]), usable.subarray(1, 65)) }, 'body.keys.p256dh', /uncompressed/],
      [{ auth: bytes(Buffer.alloc(12, 1)) }, 'body.keys.auth', /16-byte authentication secret/],
      [{ auth: bytes(Buffer.alloc(32, 1)) }, 'body.keys.auth', /16-byte authentication secret/],
    ];
    for (const [keys, path, message] of refusals) {
      const refused = await client.refused(ENDPOINTS.addPush, {
        body: { ...subscription, keys: { ...subscription.keys, ...keys }, language: 'en' },
      });
      expect(refused.code, JSON.stringify(keys)).toBe('invalid-input');
      expect(refused.path, JSON.stringify(keys)).toBe(path);
      expect(refused.message, JSON.stringify(keys)).toMatch(message);
    }
    expect((await client.call(ENDPOINTS.getNotifications)).push.subscriptions).toBe(0);
  });

  /** Two guests (in seat order) in a game of days that has begun, and the one whose turn begins next but one. */
  const gameOfGuests = async () => {
    const [anna, bert] = await Promise.all(
      [0, 1].map(async (): Promise<Correspondent> => {
        const client = new Client(server.url);
        return { client, name: (await client.join()).name };
      }),
    );
    if (!anna || !bert) throw new Error('two guests');
    const players = [anna, bert] as const;
    const gameId = await personGame(anna.client, bert.client, 3 * DAY_SECONDS);
    return { players, gameId, mover: await toMove(players, gameId) };
  };

  /** The state of the outbox's "your move" push to the player, once it is done. */
  const pushDone = (gameId: string, player: Correspondent) =>
    eventually(async () => {
      const row = await server.database.query<{ state: string }>(
        `SELECT o.state FROM outbox o JOIN players p ON p.id = o.player_id
         WHERE o.game_id = $1 AND p.name = $2 AND o.channel = 'push' AND o.kind = 'your-move'`,
        [gameId, player.name],
      );
      const state = row.rows[0]?.state;
      return state === undefined || state === 'pending' ? undefined : state;
    });

  it.skipIf(skip)(
    'pushes once to a browser that works while another that fails is tried again alone',
    async () => {
      const { players, gameId, mover } = await gameOfGuests();
      const tag = `two-${String(process.pid)}-${String(Date.now())}`;
      const [working, failing] = [`${tag}-working`, `${tag}-failing`];
      receiver.failNext(failing, 3);
      for (const name of [working, failing]) {
        await mover.client.call(ENDPOINTS.addPush, { body: { ...receiver.subscribe(name), language: 'en' } });
      }
      // The mover's turn began before they subscribed: their next one is the first pushed.
      await endTurn(players, gameId);
      await endTurn(players, gameId);
      await receiver.next((push) => push.to === failing);
      expect(await pushDone(gameId, mover)).toBe('sent');
      expect(receiver.requestsTo(failing)).toBe(4);
      expect(receiver.requestsTo(working)).toBe(1);
      expect(receiver.pushes.filter((push) => push.to === working)).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'drops a browser whose stored keys nothing can be encrypted to, and pushes the others once',
    async () => {
      const { players, gameId, mover } = await gameOfGuests();
      const working = `keys-${String(process.pid)}-${String(Date.now())}`;
      await mover.client.call(ENDPOINTS.addPush, {
        body: { ...receiver.subscribe(working), language: 'en' },
      });
      // Kept from before keys were checked on subscribing: 0x04 and 64 bytes that are no point on the curve.
      const unusable = receiver.subscribe(`${working}-unusable`).endpoint;
      await server.database.query(
        `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, language)
         SELECT $1, id, $2, $3, 'en' FROM players WHERE name = $4`,
        [
          unusable,
          Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
          Buffer.alloc(16, 1).toString('base64url'),
          mover.name,
        ],
      );
      await endTurn(players, gameId);
      await endTurn(players, gameId);
      expect(await pushDone(gameId, mover)).toBe('sent');
      expect(receiver.pushes.filter((push) => push.to === working)).toHaveLength(1);
      expect(receiver.requestsTo(`${working}-unusable`)).toBe(0);
      expect((await settingsOf(mover)).push.subscriptions).toBe(1);
    },
  );
});

describe.each(DATABASE_KINDS)('no push $title', ({ kind, skip }) => {
  it.skipIf(skip)(
    'says so when pushes are turned off, refuses a subscription, and makes no keys',
    async () => {
      const server = await startTestServer(kind, { PUSH_NOTIFICATIONS: 'false' });
      try {
        const client = new Client(server.url);
        await client.join();
        expect((await client.call(ENDPOINTS.getNotifications)).push.publicKey).toBeNull();
        expect((await server.database.query('SELECT 1 FROM push_keys')).rows).toEqual([]);
        const refused = await client.refused(ENDPOINTS.addPush, {
          body: {
            endpoint: 'https://push.example.org/x',
            keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
            language: 'en',
          },
        });
        expect(refused.code).toBe('push-unavailable');
      } finally {
        await server.close();
      }
    },
  );
});

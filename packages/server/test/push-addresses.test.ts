/**
 * Pushes go only to push services on the internet unless the operator allows private addresses: a
 * subscription naming plain HTTP, localhost or a private, loopback or link-local address is refused, naming
 * the field; a name that resolves only to such addresses is not connected to at send time, and the
 * subscription is dropped as gone. With `PUSH_PRIVATE_ADDRESSES=true` (push.test.ts) the same are taken.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { lookup } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ENDPOINTS } from '@katz/protocol';
import {
  isPublicAddress,
  PrivateDestinationError,
  publicLookup,
} from '../src/notifications/push-destinations.js';
import { vapidPusher } from '../src/notifications/pusher.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

describe('addresses a push may go to', () => {
  it('are the public internet, an IPv4 address written as IPv6 judged as IPv4', () => {
    for (const address of ['8.8.8.8', '142.250.185.10', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('are connected to only after the name resolved to one of them', async () => {
    const resolved = (options: object) =>
      new Promise<unknown>((resolve) => {
        publicLookup('localhost', options, (error) => {
          resolve(error);
        });
      });
    for (const options of [{}, { all: true }, { family: 4 }]) {
      const error = await resolved(options);
      expect(error).toBeInstanceOf(PrivateDestinationError);
      expect(String(error)).toMatch(/localhost resolves to no public address \(.*127\.0\.0\.1/);
    }
  });
});

describe('a push to a private address', () => {
  const vapid = webPush.generateVAPIDKeys();
  let service: Server;
  let port = 0;
  let requests = 0;
  beforeAll(async () => {
    service = createServer((_request, response) => {
      requests += 1;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    port = (service.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => service.close(resolve));
  });

  // A browser's keys, for the payload's encryption.
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const keys = {
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const target = (endpoint: string) => ({
    endpoint,
    keys,
    payload: { title: 'Your move', body: '3 days left', url: 'https://katz.example/game/1', tag: 'game-1' },
  });

  it('is not sent, and its subscription is gone, unless private addresses are allowed', async () => {
    const strict = vapidPusher(
      { ...vapid, subject: 'mailto:operator@example.org' },
      { privateAddresses: false },
    );
    for (const endpoint of [
      `http://127.0.0.1:${String(port)}/push/a`,
      `https://localhost:${String(port)}/push/a`,
      `https://localhost.:${String(port)}/push/a`,
      `https://[::ffff:127.0.0.1]:${String(port)}/push/a`,
    ]) {
      expect(await strict.send(target(endpoint)), endpoint).toBe('gone');
    }
    expect(requests).toBe(0);

    // A name that passes the check of the address (not localhost, not an IP address) but resolves to a private
    // one: this machine's own name, where its hosts file gives it one (Debian's gives 127.0.1.1).
    const own = hostname();
    const addresses = await lookup(own, { all: true }).catch(() => []);
    if (addresses.length > 0 && addresses.every((entry) => !isPublicAddress(entry.address))) {
      expect(await strict.send(target(`https://${own}:${String(port)}/push/a`))).toBe('gone');
      expect(requests).toBe(0);
    } else
      console.warn(`${own} resolves to no private address here: its send at a private address is not tried`);

    const open = vapidPusher(
      { ...vapid, subject: 'mailto:operator@example.org' },
      { privateAddresses: true },
    );
    expect(await open.send(target(`http://127.0.0.1:${String(port)}/push/a`))).toBe('sent');
    expect(await open.send(target(`http://localhost:${String(port)}/push/a`))).toBe('sent');
    expect(requests).toBe(2);
  });
});

describe.each(DATABASE_KINDS)('push subscriptions by address $title', ({ kind, skip }) => {
  const vapid = webPush.generateVAPIDKeys();
  let server: TestServer;
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer(kind, {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    });
  });
  afterAll(async () => {
    if (skip) return;
    await server.close();
  });

  it.skipIf(skip)('are refused for plain HTTP and private addresses, naming the field', async () => {
    const client = new Client(server.url);
    await client.join();
    const subscribe = (endpoint: string) =>
      client.refused(ENDPOINTS.addPush, { body: { endpoint, keys: KEYS, language: 'en' } });
    const refusals: Record<string, RegExp> = {
      'http://push.example.org/x': /must be an https:\/\/ address/,
      'https://localhost/x': /not localhost/,
      'https://LOCALHOST./x': /not localhost/,
      'https://push.localhost/x': /not localhost/,
      'https://127.0.0.1:8080/x': /not the private address 127\.0\.0\.1/,
      'https://2130706433/x': /not the private address 127\.0\.0\.1/,
      'https://10.0.0.7/x': /not the private address 10\.0\.0\.7/,
      'https://169.254.169.254/latest/meta-data': /not the private address 169\.254\.169\.254/,
      'https://[::1]/x': /not the private address ::1/,
      'https://[::ffff:192.168.0.1]/x': /not the private address ::ffff:c0a8:1/,
      'https://[fd12::1]/x': /not the private address fd12::1/,
    };
    for (const [endpoint, message] of Object.entries(refusals)) {
      const refused = await subscribe(endpoint);
      expect(refused.code, endpoint).toBe('invalid-input');
      expect(refused.path, endpoint).toBe('body.endpoint');
      expect(refused.message, endpoint).toMatch(message);
    }
    expect((await client.call(ENDPOINTS.getNotifications)).push.subscriptions).toBe(0);

    const taken = await client.call(ENDPOINTS.addPush, {
      body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: KEYS, language: 'en' },
    });
    expect(taken.push.subscriptions).toBe(1);
  });
});

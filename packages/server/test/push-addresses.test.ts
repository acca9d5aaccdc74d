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
  endpointRefusal,
  PrivateDestinationError,
  publicLookup,
} from '../src/notifications/push-destinations.js';
import { isPublicAddress } from '../src/notifications/public-address.js';
import { vapidPusher } from '../src/notifications/pusher.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Four bytes as two hexadecimal IPv6 words. */
const hexWords = (v4: readonly number[]) => {
  const [a = 0, b = 0, c = 0, d = 0] = v4;
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
};

/** A browser's keys, usable ones: a point on P-256 and a 16-byte secret. */
const KEYS = (() => {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
})();

describe('addresses a push may go to', () => {
  it('are the public internet, an IPv4 address written as IPv6 judged as IPv4', () => {
    for (const address of [
      '8.8.8.8',
      '142.250.185.10',
      '2a00:1450:4001:82b::200a',
      '::ffff:8.8.8.8',
      '::ffff:0:8.8.8.8',
      '::8.8.8.8',
      '64:ff9b::8.8.8.8',
      '2002:808:808::1',
      // Teredo: server 65.54.227.120, client 8.8.8.8 (its bits flipped: f7f7:f7f7).
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    ]) {
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
      'fec0::1',
      '2001:db8::1',
      '4000::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  // Each form of IPv6 that carries an IPv4 address, carrying loopback, a private address and the metadata service.
  const CARRIERS: readonly (readonly [string, (v4: readonly number[]) => string])[] = [
    ['mapped', (v4) => `::ffff:${v4.join('.')}`],
    ['mapped, in hex', (v4) => `::ffff:${hexWords(v4)}`],
    ['translated', (v4) => `::ffff:0:${v4.join('.')}`],
    ['compatible', (v4) => `::${v4.join('.')}`],
    ['compatible, in hex', (v4) => `::${hexWords(v4)}`],
    ['NAT64 well-known', (v4) => `64:ff9b::${v4.join('.')}`],
    ['NAT64 local-use', (v4) => `64:ff9b:1::${v4.join('.')}`],
    ['6to4', (v4) => `2002:${hexWords(v4)}::1`],
    ['Teredo server', (v4) => `2001:0:${hexWords(v4)}:8000:63bf:f7f7:f7f7`],
    ['Teredo client', (v4) => `2001:0:4136:e378:8000:63bf:${hexWords(v4.map((byte) => byte ^ 255))}`],
  ];
  it.each(CARRIERS)('judge an IPv6 address that carries IPv4 (%s) by the IPv4 it carries', (_, write) => {
    for (const v4 of [
      [127, 0, 0, 1],
      [10, 0, 0, 1],
      [169, 254, 169, 254],
      [192, 168, 1, 1],
    ]) {
      const address = write(v4);
      expect(isPublicAddress(address), address).toBe(false);
      expect(endpointRefusal(`https://[${address}]/x`, { privateAddresses: false }), address).toMatch(
        /not the private address/,
      );
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
    ttlSeconds: 86_400,
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
      'https://[::127.0.0.1]/x': /not the private address ::7f00:1/,
      'https://[64:ff9b::10.0.0.1]/x': /not the private address 64:ff9b::a00:1/,
      'https://[2002:a9fe:a9fe::1]/x': /not the private address 2002:a9fe:a9fe::1/,
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

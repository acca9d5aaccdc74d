/**
 * A push service of the test's own: it takes what the server sends to a subscription's endpoint, checks the
 * VAPID signature (RFC 8292) against the server's public key, and decrypts the payload (RFC 8291, aes128gcm)
 * with the subscription's own keys, as a browser would. An endpoint may be made to answer 410 (gone), to fail
 * with 500 a number of times, or to hold the requests it gets unanswered until it is let go.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { Arrivals } from './arrivals.js';

interface Subscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

interface Push {
  /** The name in the endpoint's path (/push/{name}). */
  readonly to: string;
  readonly payload: unknown;
  readonly topic: string | undefined;
  readonly ttl: string | undefined;
}

export interface PushReceiver {
  /** A new subscription, as a browser's PushManager would make it, its endpoint at this service. */
  subscribe(name: string): Subscription;
  readonly pushes: Push[];
  next(check: (push: Push) => boolean): Promise<Push>;
  /** Resolves once `count` of those received (so far or later) pass `check`. */
  atLeast(count: number, check: (item: Push) => boolean): Promise<void>;
  /** From now on the endpoint of `name` answers 410 Gone. */
  forget(name: string): void;
  /** The endpoint of `name` answers its next `count` requests with 500, as a push service in trouble would. */
  failNext(name: string, count: number): void;
  /** Every request the endpoint has got, answered or not, in order. */
  requestsTo(name: string): number;
  /** Resolves once the endpoint has got `count` requests. */
  requested(name: string, count: number): Promise<void>;
  /** The endpoint of `name` answers nothing from now on until `letGo`: its requests wait, as on a stuck service. */
  hold(name: string): void;
  /** Answers the held requests of `name` and every later one as usual. */
  letGo(name: string): void;
  close(): Promise<void>;
}

export async function startPushReceiver(vapidPublicKey: string): Promise<PushReceiver> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const failures = new Map<string, number>();
  const requests = new Arrivals<string>();
  const held = new Map<string, (() => void)[]>();
  const pushes = new Arrivals<Push>();
  const server = createServer((request, response) => {
    void body(request).then(async (bytes) => {
      const name = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      requests.add(name);
      const waiting = held.get(name);
      if (waiting) {
        await new Promise<void>((resolve) => waiting.push(resolve));
        // A sender that went away meanwhile (its process killed) never learns of it: not received.
        if (request.socket.destroyed) return;
      }
      const failing = failures.get(name) ?? 0;
      if (failing > 0) {
        failures.set(name, failing - 1);
        response.writeHead(500).end('the push service is in trouble');
        return;
      }
      const browser = browsers.get(name);
      if (!browser || gone.has(name)) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      try {
        checkVapid(request, vapidPublicKey, `http://${request.headers.host ?? ''}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload: unknown = JSON.parse(decrypt(bytes, browser.ecdh, browser.auth));
        response.writeHead(201).end();
        pushes.add({ to: name, payload, topic: header(request, 'topic'), ttl: header(request, 'ttl') });
      } catch (error) {
        response.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    subscribe: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(name, { ecdh, auth });
      return {
        endpoint: `http://127.0.0.1:${String(port)}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    pushes: pushes.items,
    next: (check) => pushes.next(check),
    atLeast: (count, check) => pushes.atLeast(count, check),
    forget: (name) => {
      gone.add(name);
    },
    failNext: (name, count) => {
      failures.set(name, count);
    },
    requestsTo: (name) => requests.items.filter((each) => each === name).length,
    requested: (name, count) => requests.atLeast(count, (each) => each === name),
    hold: (name) => {
      if (!held.has(name)) held.set(name, []);
    },
    letGo: (name) => {
      const waiting = held.get(name) ?? [];
      held.delete(name);
      for (const answer of waiting) answer();
    },
    close: () =>
      new Promise((resolve) => {
        for (const name of [...held.keys()]) {
          const waiting = held.get(name) ?? [];
          held.delete(name);
          for (const answer of waiting) answer();
        }
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/** RFC 8292: `vapid t=<JWT signed ES256 by the server's key>, k=<that public key>`, for this push service. */
function checkVapid(request: IncomingMessage, publicKey: string, audience: string): void {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header(request, 'authorization') ?? '');
  if (!match) throw new Error('no VAPID authorization');
  const [, token = '', key = ''] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
  };
  if (aud !== audience) throw new Error(`the VAPID audience is ${aud}, not ${audience}`);
  if (exp * 1000 < Date.now()) throw new Error('the VAPID token has expired');
}

/** RFC 8291: one aes128gcm record, its key and nonce from the ECDH secret and the subscription's secret. */
function decrypt(message: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = message.subarray(0, 16);
  const idLength = message[20] ?? 0;
  const senderKey = message.subarray(21, 21 + idLength);
  const sealed = message.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(-16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('the last record does not end with the delimiter 2');
  return plain.subarray(0, end).toString('utf8');
}

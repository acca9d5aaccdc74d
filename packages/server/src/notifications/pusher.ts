/**
 * Browser pushes through each browser's push service (the Push API with VAPID, RFC 8292, payloads encrypted by
 * RFC 8291): web-push makes the request (the encryption and the VAPID signature), and Node's HTTP client sends
 * it, only to the destinations push-destinations.ts allows, checked on the address it connects to. A
 * subscription the push service no longer knows (404, 410), whose endpoint may not be sent to, or whose keys
 * nothing can be encrypted to, is removed by the caller.
 */
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webPush from 'web-push';
import type { PushTarget } from './compose.js';
import {
  endpointRefusal,
  PrivateDestinationError,
  publicLookup,
  type PushDestinations,
} from './push-destinations.js';
import { publicKeyRefusal } from './subscription-keys.js';

export interface Pusher {
  /**
   * Sends to one subscription: 'gone' when the push service answers that it no longer exists, or when its
   * endpoint is not a destination the server sends to.
   */
  send(target: PushTarget): Promise<'sent' | 'gone'>;
}

/** How long a push service may take to take a push and answer. */
const PUSH_TIMEOUT_MS = 60_000;

export function vapidPusher(
  vapid: {
    readonly publicKey: string;
    readonly privateKey: string;
    readonly subject: string;
  },
  destinations: PushDestinations,
): Pusher {
  return {
    send: async (target) => {
      if (endpointRefusal(target.endpoint, destinations) !== null) return 'gone';
      // Keys stored before they were checked on subscribing: no push can ever be encrypted to them.
      if (!usableKeys(target.keys)) return 'gone';
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify(target.payload),
        {
          vapidDetails: vapid,
          TTL: target.ttlSeconds,
          // One message per tag waits at the push service: a newer one replaces it (RFC 8030, 5.4).
          topic: createHash('sha256').update(target.payload.tag).digest('base64url').slice(0, 32),
        },
      );
      let response: { status: number; text: string };
      try {
        response = await post(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          lookup: destinations.privateAddresses ? lookup : publicLookup,
        });
      } catch (error) {
        if (error instanceof PrivateDestinationError) return 'gone';
        throw error;
      }
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status < 200 || response.status > 299) {
        throw new Error(
          `the push service answered ${String(response.status)}: ${response.text.slice(0, 200)}`,
        );
      }
      return 'sent';
    },
  };
}

const usableKeys = (keys: PushTarget['keys']): boolean =>
  publicKeyRefusal(keys.p256dh) === null && Buffer.from(keys.auth, 'base64url').length === 16;

/** One request, no redirects followed (a push service answers where it is asked), its answer read to 4 KiB. */
function post(
  endpoint: string,
  options: {
    readonly method: string;
    readonly headers: Readonly<Record<string, string | number>>;
    readonly body: Buffer;
    readonly lookup: typeof publicLookup;
  },
): Promise<{ status: number; text: string }> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: options.method,
        headers: options.headers,
        lookup: options.lookup,
        // The whole exchange, answer included: a service that trickles its answer is cut off too.
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      },
      (incoming: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        incoming.on('end', () => {
          resolve({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', (error) => {
      reject(
        error.name === 'AbortError'
          ? new Error(`the push service did not answer within ${String(PUSH_TIMEOUT_MS / 1000)} s`)
          : error,
      );
    });
    outgoing.end(options.body);
  });
}

/**
 * Browser pushes through each browser's push service (the Push API with VAPID, RFC 8292, payloads encrypted by
 * RFC 8291): web-push makes the request (the encryption and the VAPID signature), and fetch sends it, so that a
 * test's own push service may listen on plain HTTP. A subscription the push service no longer knows (404, 410)
 * is removed by the caller.
 */
import { createHash } from 'node:crypto';
import webPush from 'web-push';
import type { PushTarget } from './compose.js';

export interface Pusher {
  /** Sends to one subscription: 'gone' when the push service answers that it no longer exists. */
  send(target: PushTarget): Promise<'sent' | 'gone'>;
}

export function vapidPusher(vapid: {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}): Pusher {
  return {
    send: async (target) => {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify(target.payload),
        {
          vapidDetails: vapid,
          // A turn lasts days: a phone that is off for a day still gets the news when it wakes.
          TTL: 86_400,
          // One message per game waits at the push service: a newer one replaces it (RFC 8030, 5.4).
          topic: createHash('sha256').update(target.payload.tag).digest('base64url').slice(0, 32),
        },
      );
      // fetch counts the body's length itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(60_000),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new Error(`the push service answered ${String(response.status)}: ${text.slice(0, 200)}`);
      }
      await response.body?.cancel();
      return 'sent';
    },
  };
}

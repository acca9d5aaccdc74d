/**
 * Failed logins counted in Redis (`REDIS_URL`): one key per name or address, `INCR`ed, expiring with its
 * window. The database is then spared a write per failed login.
 */
import { createClient } from 'redis';
import type { FailureCount, FailureCounter } from './failure-counter.js';

export async function redisFailureCounter(
  url: string,
  prefix: string,
  onError: (error: unknown) => void,
): Promise<FailureCounter> {
  let connected = false;
  const client = createClient({
    url,
    socket: {
      // At start a Redis that cannot be reached stops the start, saying so; later, a lost connection is tried
      // again and again (a failed login meanwhile fails with an error, never passes unthrottled).
      reconnectStrategy: (retries: number, cause: Error) =>
        connected
          ? Math.min(100 * 2 ** retries, 5000)
          : new Error(`REDIS_URL: cannot connect: ${cause.message}`),
    },
  });
  client.on('error', (error: unknown) => {
    if (connected) onError(error);
  });
  await client.connect();
  connected = true;
  const keyOf = (key: string) => `${prefix}login-failures:${key}`;
  return {
    read: async (keys) => {
      const counts = new Map<string, FailureCount>();
      for (const key of keys) {
        const [failures, ttl] = await client.multi().get(keyOf(key)).ttl(keyOf(key)).exec();
        if (typeof failures === 'string' && typeof ttl === 'number' && ttl > 0) {
          counts.set(key, { failures: Number(failures), secondsLeft: ttl });
        }
      }
      return counts;
    },
    add: async (keys, windowSeconds) => {
      for (const key of keys) {
        // The window starts with the first failure: the expiry is set only when the key is new.
        await client
          .multi()
          .set(keyOf(key), '0', { expiration: { type: 'EX', value: windowSeconds }, condition: 'NX' })
          .incr(keyOf(key))
          .exec();
      }
    },
    clear: async (key) => {
      await client.del(keyOf(key));
    },
    close: async () => {
      await client.close();
    },
  };
}

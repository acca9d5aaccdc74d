/**
 * Attempts counted in Redis (`REDIS_URL`): one key per name or address, `INCR`ed, expiring with its window. The
 * database is then spared a write per login. `INCR` answers the count it made, so attempts at the same moment
 * each get a count of their own.
 */
import { createClient } from 'redis';
import type { AttemptCount, AttemptCounter } from './attempt-counter.js';

export async function redisAttemptCounter(
  url: string,
  prefix: string,
  onError: (error: unknown) => void,
): Promise<AttemptCounter> {
  let connected = false;
  const client = createClient({
    url,
    socket: {
      // At start a Redis that cannot be reached stops the start, saying so; later, a lost connection is tried
      // again and again (an attempt meanwhile fails with an error, never passes uncounted).
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
  const keyOf = (key: string) => `${prefix}attempts:${key}`;
  return {
    take: async (keys, windowSeconds) => {
      const unique = [...new Set(keys)];
      const batch = client.multi();
      for (const key of unique) {
        // The window starts with the first attempt: the expiry is set only when the key is new.
        batch
          .set(keyOf(key), '0', { expiration: { type: 'EX', value: windowSeconds }, condition: 'NX' })
          .incr(keyOf(key))
          .ttl(keyOf(key));
      }
      const replies = await batch.exec();
      return new Map<string, AttemptCount>(
        unique.map((key, index) => {
          const attempts = Number(replies[index * 3 + 1]);
          const ttl = Number(replies[index * 3 + 2]);
          return [key, { attempts, secondsLeft: Math.max(1, ttl) }];
        }),
      );
    },
    giveBack: async (keys) => {
      const batch = client.multi();
      // A key whose window ended meanwhile is not made again: DECR only where it still exists.
      for (const key of new Set(keys)) {
        batch.eval('if redis.call("EXISTS", KEYS[1]) == 1 then return redis.call("DECR", KEYS[1]) end', {
          keys: [keyOf(key)],
        });
      }
      await batch.exec();
    },
    clear: async (key) => {
      await client.del(keyOf(key));
    },
    close: async () => {
      await client.close();
    },
  };
}

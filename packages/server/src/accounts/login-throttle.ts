/**
 * Throttling of failed logins (and recoveries): at most `perName` failures per user name and `perAddress` per
 * client address in a window of `windowSeconds` (5 and 20 in 15 minutes by default). Past either, further
 * attempts are refused with 429 before any password is looked at, until the window ends. A successful login
 * clears its name's count; the address's stays.
 */
import type { LoginLimits } from '../identity/account-settings.js';
import type { FailureCounter } from './failure-counter.js';

export interface LoginThrottle {
  /** Seconds to wait when this name or address has failed too often; null when it may try. */
  wait(username: string, address: string): Promise<number | null>;
  failed(username: string, address: string): Promise<void>;
  succeeded(username: string): Promise<void>;
  close(): Promise<void>;
}

export function loginThrottle(counter: FailureCounter, limits: LoginLimits): LoginThrottle {
  const nameKey = (username: string) => `name:${username.toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;
  return {
    wait: async (username, address) => {
      const keys = { name: nameKey(username), address: addressKey(address) };
      const counts = await counter.read([keys.name, keys.address]);
      const over = (key: string, limit: number): number[] => {
        const count = counts.get(key);
        return count && count.failures >= limit ? [count.secondsLeft] : [];
      };
      const waits = [...over(keys.name, limits.perName), ...over(keys.address, limits.perAddress)];
      return waits.length === 0 ? null : Math.max(...waits);
    },
    failed: (username, address) =>
      counter.add([nameKey(username), addressKey(address)], limits.windowSeconds),
    succeeded: (username) => counter.clear(nameKey(username)),
    close: () => counter.close(),
  };
}

/**
 * Throttling of logins (and recoveries) that fail: at most `perName` failures per user name and `perAddress`
 * per client address in a window of `windowSeconds` (5 and 20 in 15 minutes by default). Each attempt takes
 * its place before any password is looked at (attempt-limits.ts): past either limit it is refused with 429,
 * until the window ends. A failed attempt keeps its place; a successful one clears its name's count and gives
 * its address's place back.
 */
import type { LoginLimits } from '../identity/account-settings.js';
import type { AttemptCounter } from './attempt-counter.js';
import { takePlace } from './attempt-limits.js';
import { addressKey } from './client-address.js';

/** An attempt that got its place: it says how it went once the password (or code) is checked. */
export interface LoginAttempt {
  /** Clears the name's failures and gives back the address's place. */
  succeeded(): Promise<void>;
}

type LoginPlace =
  | { readonly granted: true; readonly attempt: LoginAttempt }
  | { readonly granted: false; readonly waitSeconds: number };

export interface LoginThrottle {
  attempt(username: string, address: string): Promise<LoginPlace>;
}

export function loginThrottle(counter: AttemptCounter, limits: LoginLimits): LoginThrottle {
  return {
    attempt: async (username, address) => {
      const name = `login-name:${username.toLowerCase()}`;
      const from = `login-address:${addressKey(address)}`;
      const place = await takePlace(
        counter,
        [
          { key: name, limit: limits.perName },
          { key: from, limit: limits.perAddress },
        ],
        limits.windowSeconds,
      );
      if (!place.granted) return place;
      return {
        granted: true,
        attempt: {
          succeeded: async () => {
            await counter.clear(name);
            await counter.giveBack([from]);
          },
        },
      };
    },
  };
}

/**
 * A place for one attempt under several limits at once (a login: its user name's and its address's). The
 * attempt is counted on every key first; past any key's limit it is refused, and its counts are taken back, so
 * that a refused attempt uses up nothing. Whoever got a place tries, and says afterwards whether it should
 * count (a failed password: it stays; a success: given back, or the key cleared).
 */
import type { AttemptCounter } from './attempt-counter.js';

export interface AttemptLimit {
  readonly key: string;
  /** Attempts allowed in the window; the next one is refused. */
  readonly limit: number;
}

export type Place =
  | { readonly granted: true }
  | {
      readonly granted: false;
      /** Seconds until every window that refused it has ended. */
      readonly waitSeconds: number;
    };

export async function takePlace(
  counter: AttemptCounter,
  limits: readonly AttemptLimit[],
  windowSeconds: number,
): Promise<Place> {
  const keys = limits.map((entry) => entry.key);
  const counts = await counter.take(keys, windowSeconds);
  const waits = limits.flatMap(({ key, limit }) => {
    const count = counts.get(key);
    return count && count.attempts > limit ? [count.secondsLeft] : [];
  });
  if (waits.length === 0) return { granted: true };
  await counter.giveBack(keys);
  return { granted: false, waitSeconds: Math.max(...waits) };
}

/**
 * Counts of attempts per key in fixed windows, shared by every server process: in the database
 * (database-attempt-counter.ts) or in Redis (redis-attempt-counter.ts). The keys are a user name's or an
 * address's logins, an address's registrations or new guests (attempt-limits.ts).
 *
 * An attempt is counted before it is tried, in one atomic step that also answers the count: so attempts sent at
 * the same moment each see the ones before them, and no more than the limit's number are ever tried.
 */
export interface AttemptCount {
  /** The attempts counted in the key's window, this one included. */
  readonly attempts: number;
  /** Seconds until the key's window ends and its count starts again from zero. */
  readonly secondsLeft: number;
}

export interface AttemptCounter {
  /** Counts one attempt on each key; a key's window starts with its first attempt. Answers every key's count. */
  take(keys: readonly string[], windowSeconds: number): Promise<ReadonlyMap<string, AttemptCount>>;
  /** Takes back one attempt on each key: one that was refused, or one that should not count (a success). */
  giveBack(keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

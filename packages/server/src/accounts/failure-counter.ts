/**
 * Counts of failed logins per key in fixed windows, shared by every server process: in the database
 * (database-failure-counter.ts) or in Redis (redis-failure-counter.ts).
 */
export interface FailureCount {
  readonly failures: number;
  /** Seconds until the key's window ends and its count starts again from zero. */
  readonly secondsLeft: number;
}

export interface FailureCounter {
  /** The counts of the keys that have failures in their current window (others are left out). */
  read(keys: readonly string[]): Promise<ReadonlyMap<string, FailureCount>>;
  /** Counts one failure for each key; a key's window starts with its first failure. */
  add(keys: readonly string[], windowSeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

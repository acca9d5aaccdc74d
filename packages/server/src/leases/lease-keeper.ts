/**
 * The leases this process holds (lease-store.ts), kept alive: every `renewMs` one statement renews them all, and
 * the leases the process seeks (the clock sweep's) are tried for. `holds` answers from memory, conservatively:
 * a lease counts as held until `leaseMs` after the query that last confirmed it was sent, which is never later
 * than the database's expiry, so this process stops doing the work before another may start it.
 *
 * The keeper runs its queries one at a time, so a renewal never overlaps a take and mistakes a lease taken
 * meanwhile for a lost one.
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/database.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import { releaseLease, releaseLeasesOf, renewLeases, takeLease } from './lease-store.js';

export interface LeaseTimes {
  /** How long a lease lasts after each renewal: how soon a dead process's work is taken over. */
  readonly leaseMs: number;
  /** How often the held leases are renewed and the sought ones tried for. */
  readonly renewMs: number;
}

export interface LeaseKeeper {
  /** This process's id: the owner of its leases. */
  readonly owner: string;
  /** Takes the lease if no live process holds it; true if this process holds it now. */
  take(name: string): Promise<boolean>;
  /** Whether this process holds the lease, by what it last confirmed. */
  holds(name: string): boolean;
  /** How many leases this process holds whose names start with `prefix`. */
  countHeld(prefix: string): number;
  release(name: string): Promise<void>;
  /** Tries for the lease at every renewal from now on (and now), until the keeper closes. */
  seek(name: string): void;
  /** Stops renewing and gives every lease up, so that the other processes take over at once. */
  close(): Promise<void>;
}

export function startLeaseKeeper(
  db: Database,
  owner: string,
  times: LeaseTimes,
  onError: (error: unknown) => void,
): LeaseKeeper {
  /** Held leases: until when (by `performance.now()`) this process may count on each. */
  const held = new Map<string, number>();
  const sought = new Set<string>();
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  const takeNow = async (name: string): Promise<boolean> => {
    if (closed) return false;
    const sentAt = performance.now();
    if (await takeLease(db, name, owner, times.leaseMs)) {
      held.set(name, sentAt + times.leaseMs);
      return true;
    }
    held.delete(name);
    return false;
  };

  const renew = async () => {
    if (closed) return;
    if (held.size > 0) {
      const sentAt = performance.now();
      const renewed = await renewLeases(db, owner, times.leaseMs);
      for (const name of held.keys()) {
        if (renewed.has(name)) held.set(name, sentAt + times.leaseMs);
        else held.delete(name); // expired before it could be renewed: another process may hold it now
      }
    }
    for (const name of sought) if (!held.has(name)) await takeNow(name);
  };

  const renewal = startPeriodicJob({ everyMs: times.renewMs, work: () => inTurn(renew), onError });

  return {
    owner,
    take: (name) => inTurn(() => takeNow(name)),
    holds: (name) => (held.get(name) ?? 0) > performance.now(),
    countHeld: (prefix) => [...held.keys()].filter((name) => name.startsWith(prefix)).length,
    release: (name) => {
      held.delete(name);
      return inTurn(() => releaseLease(db, name, owner));
    },
    seek: (name) => {
      sought.add(name);
      inTurn(() => takeNow(name)).catch(onError);
    },
    close: async () => {
      closed = true;
      await renewal.close();
      held.clear();
      await inTurn(() => releaseLeasesOf(db, owner));
    },
  };
}

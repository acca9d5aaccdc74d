/**
 * Leases, on both databases: one owner at a time, taken over only once expired, renewed while held, given up
 * at once on a graceful stop; and of processes racing for a free lease exactly one wins.
 */
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.js';
import { startLeaseKeeper } from '../src/leases/lease-keeper.js';
import { releaseLease, renewLeases, takeLease } from '../src/leases/lease-store.js';
import { DATABASE_KINDS, scratchDatabase, type DatabaseKind } from './support/databases.js';
import { eventually } from './support/play.js';
import { SCHEMA } from '../src/schema.js';

async function withDatabase(
  kind: DatabaseKind,
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  const scratch = await scratchDatabase(kind);
  const db = await openDatabase({
    databaseUrl: scratch.env.DATABASE_URL ?? null,
    dataDir: scratch.env.DATA_DIR,
    poolSize: 10,
    schema: SCHEMA,
    // Dropping the database ends its connections; a broken idle connection is the pool's to replace.
    onError: () => undefined,
  });
  try {
    await work(db);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

describe.each(DATABASE_KINDS)('leases $title', ({ kind, skip }) => {
  it.skipIf(skip)('have one owner at a time, and another takes one only once it has expired', async () => {
    // A lease long enough never to run out on its own during the test, however busy the machine.
    const LEASE_MS = 60_000;
    await withDatabase(kind, async (db) => {
      expect(await takeLease(db, 'clocks', 'a', LEASE_MS)).toBe(true);
      expect(await takeLease(db, 'clocks', 'b', LEASE_MS)).toBe(false);
      expect(await takeLease(db, 'clocks', 'a', LEASE_MS)).toBe(true); // its owner renews it
      expect(await renewLeases(db, 'a', LEASE_MS)).toEqual(new Set(['clocks']));
      // Its time runs out (by the database's clock, moved instead of waited for).
      await db.query(`UPDATE leases SET expires_at = now() - interval '1 millisecond' WHERE name = 'clocks'`);
      expect(await renewLeases(db, 'a', LEASE_MS)).toEqual(new Set()); // expired: no longer a's to renew
      expect(await takeLease(db, 'clocks', 'b', LEASE_MS)).toBe(true);
      expect(await takeLease(db, 'clocks', 'a', LEASE_MS)).toBe(false);
      await releaseLease(db, 'clocks', 'a'); // not a's: changes nothing
      expect(await takeLease(db, 'clocks', 'a', LEASE_MS)).toBe(false);
      await releaseLease(db, 'clocks', 'b');
      expect(await takeLease(db, 'clocks', 'a', LEASE_MS)).toBe(true);
    });
  });

  it.skipIf(skip)('go to exactly one of many processes taking a free lease at once', async () => {
    await withDatabase(kind, async (db) => {
      for (let round = 0; round < 5; round++) {
        const owners = Array.from({ length: 8 }, (_, i) => `p${i}`);
        const taken = await Promise.all(
          owners.map((owner) => takeLease(db, `computer:g${round}`, owner, 5000)),
        );
        expect(taken.filter(Boolean)).toHaveLength(1);
      }
    });
  });

  it.skipIf(skip)('are renewed while their process runs, and given up when it stops', async () => {
    await withDatabase(kind, async (db) => {
      // Long enough a lease that a busy machine's late renewal does not lose it.
      const times = { leaseMs: 2000, renewMs: 200 };
      const fail = (error: unknown) => {
        throw error;
      };
      const first = startLeaseKeeper(db, 'first', times, fail);
      const second = startLeaseKeeper(db, 'second', times, fail);
      try {
        first.seek('clocks');
        await eventually(() => Promise.resolve(first.holds('clocks') ? true : undefined));
        second.seek('clocks');
        expect(await first.take('computer:g')).toBe(true);
        expect(await second.take('computer:g')).toBe(false);
        // Two lease lengths on, only renewals keep them: wait until both were renewed past that.
        const until = await db.query<{ at: Date }>(`SELECT now() + interval '4 seconds' AS at`);
        const renewedPast = async () => {
          const found = await db.query<{ renewed: number }>(
            `SELECT count(*)::integer AS renewed FROM leases WHERE owner = 'first' AND expires_at > $1`,
            [until.rows[0]?.at],
          );
          return found.rows[0]?.renewed === 2 ? true : undefined;
        };
        await eventually(renewedPast, 30_000);
        expect([first.holds('clocks'), first.countHeld('computer:')]).toEqual([true, 1]);
        expect(second.holds('clocks')).toBe(false);
        await first.close();
        // Given up at once, not at expiry: no row of it is left, and the other process takes the clocks.
        const left = await db.query(`SELECT 1 FROM leases WHERE owner = 'first'`);
        expect(left.rows).toEqual([]);
        await eventually(() => Promise.resolve(second.holds('clocks') ? true : undefined));
        expect(await second.take('computer:g')).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
});

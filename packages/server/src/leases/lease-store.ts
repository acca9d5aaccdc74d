/**
 * Leases in the database: a named piece of work that one server process at a time does, held by the process's
 * id until a moment by the database's clock. A process renews what it holds well before that moment; one that
 * dies (SIGKILL, a frozen machine, a lost network) stops renewing, and once the moment has passed any other
 * process may take the lease. Expiry is the database's `now()`, so the processes' own clocks never matter.
 */
import type { Queryable } from '../db/database.js';

/** Takes the lease if it is free or expired, or renews it if `owner` holds it; true if `owner` holds it now. */
export async function takeLease(db: Queryable, name: string, owner: string, forMs: number): Promise<boolean> {
  // One statement, so that of two processes taking a free lease at once exactly one gets it: the loser's
  // insert meets the winner's row, whose lock it waits for, and then finds it neither its own nor expired.
  const taken = await db.query(
    `INSERT INTO leases (name, owner, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
       WHERE leases.owner = EXCLUDED.owner OR leases.expires_at <= now()
     RETURNING name`,
    [name, owner, forMs],
  );
  return taken.rows.length > 0;
}

/** Renews every lease `owner` still holds, in one statement; returns their names (the others were lost). */
export async function renewLeases(db: Queryable, owner: string, forMs: number): Promise<Set<string>> {
  const renewed = await db.query<{ name: string }>(
    `UPDATE leases SET expires_at = now() + $2 * interval '1 millisecond'
     WHERE owner = $1 AND expires_at > now() RETURNING name`,
    [owner, forMs],
  );
  return new Set(renewed.rows.map((row) => row.name));
}

/** Gives the lease up, if `owner` still holds it, so that another process may take it at once. */
export async function releaseLease(db: Queryable, name: string, owner: string): Promise<void> {
  await db.query('DELETE FROM leases WHERE name = $1 AND owner = $2', [name, owner]);
}

/** Gives up every lease `owner` holds (a graceful stop). */
export async function releaseLeasesOf(db: Queryable, owner: string): Promise<void> {
  await db.query('DELETE FROM leases WHERE owner = $1', [owner]);
}

/**
 * Forgets every lease. Only for the embedded database: its folder lock makes this process the only one, so
 * any lease in it was left by a process that is gone, and waiting for it to expire would only delay the games.
 */
export async function forgetAllLeases(db: Queryable): Promise<void> {
  await db.query('DELETE FROM leases');
}

/**
 * Names kept apart by their keys (name-key.ts): a registered name is refused when its key is a registered
 * player's already, a guest's name when its key is a registered player's, and a registration gives every guest
 * whose name has its key a fresh guest name.
 */
import type { Queryable } from '../db/database.js';
import { guestName } from './guest-name.js';
import { nameKey } from './name-key.js';

/** Whether a registered player's name has this name's key. */
export async function registeredNameLike(db: Queryable, name: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM players WHERE username IS NOT NULL AND name_key = $1 LIMIT 1', [
    nameKey(name),
  ]);
  return found.rows.length > 0;
}

/**
 * Holds, until the caller's transaction ends, every other registration of a name with this key, so that two
 * look-alike names registered at the same moment cannot both pass the check (one waits for the other).
 */
export async function lockNameKey(tx: Queryable, name: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('name-key:' || $1))", [nameKey(name)]);
}

/** Gives every guest whose name has this name's key a fresh guest name; answers their ids. */
export async function renameGuestsLike(tx: Queryable, name: string): Promise<string[]> {
  const guests = await tx.query<{ id: string }>(
    'SELECT id FROM players WHERE username IS NULL AND name_key = $1 FOR UPDATE',
    [nameKey(name)],
  );
  for (const { id } of guests.rows) await giveFreshGuestName(tx, id);
  return guests.rows.map((row) => row.id);
}

/** A guest's name that stood for a registered player's: a made-up one in its place. */
async function giveFreshGuestName(db: Queryable, id: string): Promise<void> {
  const fresh = guestName(undefined);
  await db.query('UPDATE players SET name = $2, name_key = $3 WHERE id = $1', [id, fresh, nameKey(fresh)]);
}

/**
 * Gives the rows from before keys existed (and any a test or tool wrote without one) their keys, a thousand a
 * statement; then renames the guests who hold a registered player's name as those registered since would.
 * Answers the guests renamed. Runs at start, and does nothing once every row has its key.
 */
export async function fillNameKeys(db: Queryable): Promise<string[]> {
  let filled = 0;
  for (;;) {
    const missing = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM players WHERE name_key IS NULL LIMIT 1000',
    );
    if (missing.rows.length === 0) break;
    await db.query(
      `UPDATE players p SET name_key = k.key FROM unnest($1::text[], $2::text[]) AS k(id, key) WHERE p.id = k.id`,
      [missing.rows.map((row) => row.id), missing.rows.map((row) => nameKey(row.name))],
    );
    filled += missing.rows.length;
  }
  if (filled === 0) return [];
  const clashing = await db.query<{ id: string }>(
    `SELECT g.id FROM players g WHERE g.username IS NULL
       AND EXISTS (SELECT 1 FROM players r WHERE r.username IS NOT NULL AND r.name_key = g.name_key)`,
  );
  for (const { id } of clashing.rows) await giveFreshGuestName(db, id);
  return clashing.rows.map((row) => row.id);
}

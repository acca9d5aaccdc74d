/**
 * Accounts as the database holds them: a registered player is a player row with a user name (unique whatever
 * its case, and by its look: name-key.ts), a password hash and a recovery code's hash. Registering turns a guest's row into one, so the
 * guest's games stay theirs.
 */
import type { Queryable } from '../db/database.js';
import { nameKey } from './name-key.js';
import type { Player } from './players.js';

export interface Account {
  readonly player: Player;
  readonly passwordHash: string;
  readonly recoveryHash: string;
}

export type Registration = 'registered' | 'taken' | 'already-registered';

/** PostgreSQL's code for a unique index refusing a row: a name taken by a registration at the same moment. */
const UNIQUE_VIOLATION = '23505';

export async function registerPlayer(
  db: Queryable,
  playerId: string,
  account: { readonly username: string; readonly passwordHash: string; readonly recoveryHash: string },
): Promise<Registration> {
  try {
    // The caller holds the name key's lock (name-keys.ts): no look-alike name is registered meanwhile.
    const updated = await db.query(
      `UPDATE players SET username = $2, name = $2, name_key = $5, password_hash = $3, recovery_hash = $4,
         registered_at = now()
       WHERE id = $1 AND username IS NULL
         AND NOT EXISTS (SELECT 1 FROM players WHERE username IS NOT NULL AND name_key = $5)`,
      [playerId, account.username, account.passwordHash, account.recoveryHash, nameKey(account.username)],
    );
    if (updated.rowCount === 1) return 'registered';
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
  const player = await db.query<{ username: string | null }>('SELECT username FROM players WHERE id = $1', [
    playerId,
  ]);
  const username = player.rows[0]?.username ?? null;
  return username === null ? 'taken' : 'already-registered';
}

export async function findAccount(db: Queryable, username: string): Promise<Account | null> {
  const found = await db.query<{
    id: string;
    name: string;
    username: string;
    password_hash: string;
    recovery_hash: string;
  }>(
    `SELECT id, name, username, password_hash, recovery_hash FROM players
     WHERE lower(username) = lower($1) AND username IS NOT NULL`,
    [username],
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    player: { id: row.id, name: row.name, username: row.username },
    passwordHash: row.password_hash,
    recoveryHash: row.recovery_hash,
  };
}

/** Replaces the password hash only if it is still `was` (a password set meanwhile by a recovery wins). */
export async function replacePasswordHash(
  db: Queryable,
  playerId: string,
  was: string,
  hash: string,
): Promise<void> {
  await db.query('UPDATE players SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [
    playerId,
    was,
    hash,
  ]);
}

/** Sets a new password and recovery code, if the recovery code is still the one used (each works once). */
export async function resetCredentials(
  db: Queryable,
  playerId: string,
  change: { readonly usedRecoveryHash: string; readonly passwordHash: string; readonly recoveryHash: string },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE players SET password_hash = $3, recovery_hash = $4 WHERE id = $1 AND recovery_hash = $2`,
    [playerId, change.usedRecoveryHash, change.passwordHash, change.recoveryHash],
  );
  return updated.rowCount === 1;
}

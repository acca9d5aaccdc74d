/** Whether a player is registered: one with an account name. A guest has none (db/migrations/02-account-names.ts). */
import type { Queryable } from '../db/database.js';

export async function isRegistered(db: Queryable, playerId: string): Promise<boolean> {
  const found = await db.query<{ registered: boolean }>(
    'SELECT username IS NOT NULL AS registered FROM players WHERE id = $1',
    [playerId],
  );
  return found.rows[0]?.registered ?? false;
}

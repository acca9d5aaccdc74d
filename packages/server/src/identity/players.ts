/** Players: a guest (identity/guests.ts) or a registered player (identity/accounts.ts), with a changeable display name. */
import type { Queryable } from '../db/database.js';
import { nameKey } from './name-key.js';

export interface Player {
  readonly id: string;
  readonly name: string;
  /** The account's name; null for a guest. */
  readonly username: string | null;
}

/** Why a name was not taken: a registered player plays under their user name; a user name is its owner's. */
export type RenameRefusal = 'registered' | 'taken';

/**
 * Gives a guest another display name, unless it looks like a registered player's user name (the same key,
 * name-key.ts: in any case, with look-alike letters): else anyone could sit down at a table as a known player.
 * A registered player's name is their user name, so it stays.
 */
export async function renamePlayer(
  db: Queryable,
  player: Player,
  name: string,
): Promise<
  { readonly ok: true; readonly player: Player } | { readonly ok: false; readonly refusal: RenameRefusal }
> {
  if (player.username !== null) return { ok: false, refusal: 'registered' };
  // One statement, so that a registration of that user name cannot slip between a check and the update.
  const renamed = await db.query(
    `UPDATE players SET name = $2, name_key = $3
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM players WHERE username IS NOT NULL AND name_key = $3)`,
    [player.id, name, nameKey(name)],
  );
  if (renamed.rowCount === 0) return { ok: false, refusal: 'taken' };
  return { ok: true, player: { ...player, name } };
}

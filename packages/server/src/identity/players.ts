/** Players: a guest (identity/guests.ts) or a registered player (identity/accounts.ts), with a changeable display name. */
import type { Database } from '../db/database.js';
import { nameKey } from './name-key.js';
import { lockNameKey } from './name-keys.js';

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
  db: Database,
  player: Player,
  name: string,
): Promise<
  { readonly ok: true; readonly player: Player } | { readonly ok: false; readonly refusal: RenameRefusal }
> {
  if (player.username !== null) return { ok: false, refusal: 'registered' };
  // Under the name key's lock, which a registration of a look-alike name holds too (accounts/register.ts): the
  // check then sees a registration that went first, and a registration that comes after sees this name and
  // gives the guest a made-up one. (The check and the update in one statement were not enough: a registration
  // could commit between the statement's snapshot and its update.)
  return db.transaction(async (tx) => {
    await lockNameKey(tx, name);
    const renamed = await tx.query(
      `UPDATE players SET name = $2, name_key = $3
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM players WHERE username IS NOT NULL AND name_key = $3)`,
      [player.id, name, nameKey(name)],
    );
    if (renamed.rowCount === 0) return { ok: false, refusal: 'taken' };
    return { ok: true, player: { ...player, name } };
  });
}

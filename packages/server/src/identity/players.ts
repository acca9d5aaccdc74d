/** Players: a guest (identity/guests.ts) or a registered player (identity/accounts.ts), with a changeable display name. */
import type { Queryable } from '../db/database.js';

export interface Player {
  readonly id: string;
  readonly name: string;
  /** The account's name; null for a guest. */
  readonly username: string | null;
}

export async function renamePlayer(db: Queryable, player: Player, name: string): Promise<Player> {
  await db.query('UPDATE players SET name = $2 WHERE id = $1', [player.id, name]);
  return { ...player, name };
}

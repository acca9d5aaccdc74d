/** Guests: a player with a made-up display name and no account, known only by its session cookie. */
import type { Database } from '../db/database.js';
import { guestName } from './guest-name.js';
import { nameKey } from './name-key.js';
import type { Player } from './players.js';
import { startSession } from './sessions.js';
import { newId } from './tokens.js';

/** A new guest, named in the first language of `acceptLanguage` (the request's header) that the app speaks. */
export async function createGuest(
  db: Database,
  acceptLanguage?: string,
): Promise<{ player: Player; sessionToken: string }> {
  const player = { id: newId(), name: guestName(acceptLanguage), username: null };
  const sessionToken = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO players (id, name, name_key) VALUES ($1, $2, $3)', [
      player.id,
      player.name,
      nameKey(player.name),
    ]);
    return startSession(tx, player.id);
  });
  return { player, sessionToken };
}

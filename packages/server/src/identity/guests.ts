/** Guests: a player with a made-up display name and no account, known only by its session cookie. */
import type { Queryable } from '../db/database.js';
import { guestName } from './guest-name.js';
import { nameKey } from './name-key.js';
import type { Player } from './players.js';
import { newId, newSessionToken, sha256Hex } from './tokens.js';

/**
 * A new guest, named in the first language of `acceptLanguage` (the request's header) that the app speaks, and
 * its first session, made by one statement: a transaction would hold PGlite's one session across four round trips
 * to the database's thread, each waiting for a turn of the server's busy event loop while a first visit's page
 * loads, so that the first action of a new visitor waited for all of them.
 */
export async function createGuest(
  db: Queryable,
  acceptLanguage?: string,
): Promise<{ player: Player; sessionToken: string }> {
  const player = { id: newId(), name: guestName(acceptLanguage), username: null };
  const sessionToken = newSessionToken();
  await db.query(
    `WITH player AS (INSERT INTO players (id, name, name_key) VALUES ($1, $2, $3) RETURNING id)
     INSERT INTO sessions (token_hash, player_id) SELECT $4, id FROM player`,
    [player.id, player.name, nameKey(player.name), sha256Hex(sessionToken)],
  );
  return { player, sessionToken };
}

/**
 * Forgets the guests nobody can reach any more: a guest is known only by its session cookie, so once its last
 * session has ended (the housekeeper forgets those) it can never come back. One who never sat at a table or made
 * an invitation or joined a tournament leaves nothing behind that names it, and goes; one who did stays, for the
 * replays, records and standings that show its name. (A guest is never rated: rated games need an account.) Most are first visits that never
 * return. Answers how many went.
 *
 * A guest is made in one statement with its first session, so this never sees one half made.
 */
export async function forgetUnreachableGuests(db: Queryable): Promise<number> {
  const forgotten = await db.query(
    `DELETE FROM players p WHERE p.username IS NULL
       AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.player_id = p.id)
       AND NOT EXISTS (SELECT 1 FROM games g WHERE g.player0 = p.id)
       AND NOT EXISTS (SELECT 1 FROM games g WHERE g.player1 = p.id)
       AND NOT EXISTS (SELECT 1 FROM challenges c WHERE c.creator = p.id)
       AND NOT EXISTS (SELECT 1 FROM tournament_players t WHERE t.player_id = p.id)`,
  );
  return forgotten.rowCount;
}

/** Guests: a player with a made-up display name and no account, known only by its session cookie. */
import { randomInt } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { Player } from './players.js';
import { startSession } from './sessions.js';
import { newId } from './tokens.js';

export async function createGuest(db: Database): Promise<{ player: Player; sessionToken: string }> {
  const player = { id: newId(), name: `Guest ${randomInt(1000, 10_000)}`, username: null };
  const sessionToken = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO players (id, name) VALUES ($1, $2)', [player.id, player.name]);
    return startSession(tx, player.id);
  });
  return { player, sessionToken };
}

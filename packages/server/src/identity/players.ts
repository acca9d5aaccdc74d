/** Guests: a player identity behind a session cookie, with a display name they can change. */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { newId, newSessionToken, sha256Hex } from './tokens.js';

export interface Player {
  readonly id: string;
  readonly name: string;
}

export async function createGuest(db: Queryable): Promise<{ player: Player; sessionToken: string }> {
  const sessionToken = newSessionToken();
  const player = { id: newId(), name: `Guest ${randomInt(1000, 10_000)}` };
  await db.query('INSERT INTO players (id, session_hash, name) VALUES ($1, $2, $3)', [
    player.id,
    sha256Hex(sessionToken),
    player.name,
  ]);
  return { player, sessionToken };
}

/** The player whose session cookie this is, or null for an unknown (expired, forged) one. */
export async function playerOfSession(db: Queryable, sessionToken: string): Promise<Player | null> {
  const found = await db.query<Player>('SELECT id, name FROM players WHERE session_hash = $1', [
    sha256Hex(sessionToken),
  ]);
  return found.rows[0] ?? null;
}

export async function renamePlayer(db: Queryable, id: string, name: string): Promise<Player> {
  await db.query('UPDATE players SET name = $2 WHERE id = $1', [id, name]);
  return { id, name };
}

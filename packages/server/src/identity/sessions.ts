/**
 * Sessions: one row per device, found by the SHA-256 of the cookie's token (the token itself is never stored).
 * A registered player's session ends after `idleSeconds` unused or `maxSeconds` after it began; a guest's only
 * after `guestIdleSeconds` unused, since a guest has no other way back. Time is the database's.
 */
import type { Queryable } from '../db/database.js';
import type { SessionLifetimes } from './account-settings.js';
import type { Player } from './players.js';
import { newSessionToken, sha256Hex } from './tokens.js';

/** How often a session's last use is written down at most: not at every request. */
const TOUCH_EVERY_SECONDS = 60;

/**
 * Whether session `s` of player `p` is within its lifetimes, in SQL; the arguments name the query's parameters
 * that hold them. One expression for the session that comes back and for the sweep of those that never do.
 */
const withinLifetimes = (idle: string, max: string, guestIdle: string) => `CASE WHEN p.username IS NULL
    THEN s.last_used_at > now() - make_interval(secs => ${guestIdle})
    ELSE s.last_used_at > now() - make_interval(secs => ${idle})
      AND s.created_at > now() - make_interval(secs => ${max})
  END`;

export async function startSession(db: Queryable, playerId: string): Promise<string> {
  const token = newSessionToken();
  await db.query('INSERT INTO sessions (token_hash, player_id) VALUES ($1, $2)', [
    sha256Hex(token),
    playerId,
  ]);
  return token;
}

/** The player of a session token, or null for an unknown, ended or expired one (an expired one is removed). */
export async function playerOfSession(
  db: Queryable,
  token: string,
  lifetimes: SessionLifetimes,
): Promise<Player | null> {
  const hash = sha256Hex(token);
  const found = await db.query<Player & { live: boolean; touch: boolean }>(
    `SELECT p.id, p.name, p.username, ${withinLifetimes('$2', '$3', '$4')} AS live,
       s.last_used_at < now() - make_interval(secs => least($5, $2 / 10.0)) AS touch
     FROM sessions s JOIN players p ON p.id = s.player_id WHERE s.token_hash = $1`,
    [hash, lifetimes.idleSeconds, lifetimes.maxSeconds, lifetimes.guestIdleSeconds, TOUCH_EVERY_SECONDS],
  );
  const row = found.rows[0];
  if (!row) return null;
  if (!row.live) {
    await endSession(db, token);
    return null;
  }
  if (row.touch) await db.query('UPDATE sessions SET last_used_at = now() WHERE token_hash = $1', [hash]);
  return { id: row.id, name: row.name, username: row.username };
}

/**
 * Forgets the sessions past their lifetimes: `playerOfSession` removes one when its cookie comes back, but most
 * never do (a visitor who does not return, a cleared browser), and each first visit makes one. Answers how many.
 */
export async function forgetEndedSessions(db: Queryable, lifetimes: SessionLifetimes): Promise<number> {
  const forgotten = await db.query(
    `DELETE FROM sessions s USING players p
     WHERE p.id = s.player_id AND NOT ${withinLifetimes('$1', '$2', '$3')}`,
    [lifetimes.idleSeconds, lifetimes.maxSeconds, lifetimes.guestIdleSeconds],
  );
  return forgotten.rowCount;
}

/** Ends the token's session; answers the hashes of the sessions it ended (none, or the one). */
export async function endSession(db: Queryable, token: string): Promise<string[]> {
  const ended = await db.query<{ token_hash: string }>(
    'DELETE FROM sessions WHERE token_hash = $1 RETURNING token_hash',
    [sha256Hex(token)],
  );
  return ended.rows.map((row) => row.token_hash);
}

/** Ends every session of the player; answers their hashes. */
export async function endAllSessions(db: Queryable, playerId: string): Promise<string[]> {
  const ended = await db.query<{ token_hash: string }>(
    'DELETE FROM sessions WHERE player_id = $1 RETURNING token_hash',
    [playerId],
  );
  return ended.rows.map((row) => row.token_hash);
}

/** Whether the session of this token hash still exists (a live connection asks before it shows a game). */
export async function sessionExists(db: Queryable, tokenHash: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [tokenHash]);
  return found.rows.length > 0;
}

/**
 * A registered player's mail address: set (which sends a confirmation link and sends nothing else until it is
 * followed), confirmed by that link, and removed, by the player or by the one-click unsubscribe link of any
 * mail, which works without a login.
 */
import { randomBytes } from 'node:crypto';
import type { MailMode } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';
import { enqueue } from './outbox-store.js';

const newToken = (): string => randomBytes(24).toString('base64url');

/** One confirmation link a minute per player: no one sends a stream of them to someone else's mailbox. */
export const CONFIRMATION_PAUSE_SECONDS = 60;

/**
 * Sets the address; 'too-soon' when a confirmation went out less than a minute ago (nothing changes then). An
 * address not confirmed yet gets a new link each time it is set (the player lost the first, say), the old link
 * no longer valid; a confirmed one set again keeps its confirmation and changes only how and in which language
 * mails come. Under the player's lock, so that of addresses sent at the same moment one gets its link and the
 * rest are too soon.
 */
export function setMailAddress(
  db: Database,
  playerId: string,
  wanted: { readonly address: string; readonly mode: MailMode; readonly language: string },
): Promise<'set' | 'too-soon'> {
  return holdingPlayer(db, playerId, async (tx) => {
    const kept = await tx.query(
      `UPDATE mail_addresses SET mode = $3, language = $4
       WHERE player_id = $1 AND address = $2 AND confirmed_at IS NOT NULL`,
      [playerId, wanted.address, wanted.mode, wanted.language],
    );
    if (kept.rowCount > 0) return 'set';
    const recent = await tx.query(
      `SELECT 1 FROM outbox WHERE player_id = $1 AND kind = 'confirm'
         AND created_at > now() - make_interval(secs => $2)`,
      [playerId, CONFIRMATION_PAUSE_SECONDS],
    );
    if (recent.rows.length > 0) return 'too-soon';
    await tx.query(
      `INSERT INTO mail_addresses (player_id, address, confirm_token, mode, language, unsubscribe_token)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (player_id) DO UPDATE SET address = $2, confirm_token = $3, confirmed_at = NULL, mode = $4,
         language = $5, unsubscribe_token = $6, created_at = now()`,
      [playerId, wanted.address, newToken(), wanted.mode, wanted.language, newToken()],
    );
    await enqueue(tx, { kind: 'confirm', channel: 'mail', playerId });
    return 'set';
  });
}

export async function removeMailAddress(db: Queryable, playerId: string): Promise<void> {
  await db.query('DELETE FROM mail_addresses WHERE player_id = $1', [playerId]);
}

/** The language of the unconfirmed address whose confirmation token this is, or null. */
export async function confirmationLanguage(db: Queryable, token: string): Promise<string | null> {
  const found = await db.query<{ language: string }>(
    'SELECT language FROM mail_addresses WHERE confirm_token = $1',
    [token],
  );
  return found.rows[0]?.language ?? null;
}

/** Confirms the address the token was sent to; its language, or null for a token unknown or used. */
export async function confirmMailAddress(db: Queryable, token: string): Promise<string | null> {
  const confirmed = await db.query<{ language: string }>(
    `UPDATE mail_addresses SET confirmed_at = now(), confirm_token = NULL WHERE confirm_token = $1
     RETURNING language`,
    [token],
  );
  return confirmed.rows[0]?.language ?? null;
}

/** The address whose unsubscribe token this is, or null. */
export async function unsubscribeLanguage(db: Queryable, token: string): Promise<string | null> {
  const found = await db.query<{ language: string }>(
    'SELECT language FROM mail_addresses WHERE unsubscribe_token = $1',
    [token],
  );
  return found.rows[0]?.language ?? null;
}

/** Forgets the address whose unsubscribe token this is; its language, or null when there was none. */
export async function unsubscribe(db: Queryable, token: string): Promise<string | null> {
  const removed = await db.query<{ language: string }>(
    'DELETE FROM mail_addresses WHERE unsubscribe_token = $1 RETURNING language',
    [token],
  );
  return removed.rows[0]?.language ?? null;
}

/**
 * The outbox's rows (migration 15): mails and pushes waiting to leave. Claiming is one statement that takes the
 * due rows of one channel that no other process holds (`FOR UPDATE SKIP LOCKED`) and marks them claimed for a
 * short while, renewed while their send goes on; so that of several processes each row goes to one, and a row
 * whose process died mid-send is due again within `OUTBOX_CLAIM_SECONDS`. A row is sent at least once, and twice only
 * if its process dies (or stalls longer than a claim) between the send and the mark.
 */
import type { Queryable } from '../db/database.js';

export const OUTBOX_CHANNEL = 'katz_outbox';

/** What an outbox row says (the check of migration 15, last widened by migration 29, holds the table to these). */
export type OutboxKind = 'confirm' | 'your-move' | 'reminder' | 'digest' | 'game-begun' | 'challenged';

/** The ways a notice leaves: each has its own senders, so that a slow one never holds the other back. */
export const OUTBOX_CHANNELS = ['mail', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface OutboxRow {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly channel: OutboxChannel;
  readonly player_id: string;
  readonly game_id: string | null;
  readonly turn: number | null;
  /** The direct challenge a `challenged` row tells of (migration 29); null for the others. */
  readonly challenge_id: string | null;
  readonly attempts: number;
}

/** Claims up to `limit` due rows of the channel, oldest first, for `claimSeconds` (notify-settings.ts). */
export async function claimDue(
  db: Queryable,
  channel: OutboxChannel,
  limit: number,
  claimSeconds: number,
): Promise<OutboxRow[]> {
  const claimed = await db.query<OutboxRow>(
    `UPDATE outbox o SET claimed_until = now() + make_interval(secs => $3), attempts = o.attempts + 1
     FROM (SELECT id FROM outbox
           WHERE state = 'pending' AND channel = $2 AND send_after <= now()
             AND (claimed_until IS NULL OR claimed_until <= now())
           ORDER BY send_after, id LIMIT $1 FOR UPDATE SKIP LOCKED) due
     WHERE o.id = due.id
     RETURNING o.id::text AS id, o.kind, o.channel, o.player_id, o.game_id, o.turn, o.challenge_id, o.attempts`,
    [limit, channel, claimSeconds],
  );
  return claimed.rows;
}

/** Holds the claims of rows still being sent for another `claimSeconds`. */
export async function renewClaims(
  db: Queryable,
  ids: readonly string[],
  claimSeconds: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE outbox SET claimed_until = now() + make_interval(secs => $2)
     WHERE id = ANY($1::bigint[]) AND state = 'pending' AND claimed_until IS NOT NULL`,
    [ids, claimSeconds],
  );
}

/** Notes that the row reached this push subscription: a retry of the row leaves it out. */
export async function delivered(db: Queryable, id: string, endpoint: string): Promise<void> {
  await db.query(
    'INSERT INTO outbox_deliveries (outbox_id, endpoint) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [id, endpoint],
  );
}

/** The row is done: sent, or dropped (nothing to say any more: the turn passed, the address went). */
export async function finish(db: Queryable, id: string, state: 'sent' | 'dropped'): Promise<void> {
  await db.query(`UPDATE outbox SET state = $2, done_at = now(), claimed_until = NULL WHERE id = $1`, [
    id,
    state,
  ]);
}

/**
 * Rows done (sent, dropped or failed) are kept this long, for an operator to look into a failure, and then
 * forgotten: every correspondence turn adds rows, so the table would otherwise grow with every move ever made.
 */
export const DONE_ROWS_KEPT_DAYS = 30;

/** Forgets the rows done more than `DONE_ROWS_KEPT_DAYS` ago; answers how many. */
export async function forgetDoneRows(db: Queryable): Promise<number> {
  const forgotten = await db.query(
    `DELETE FROM outbox WHERE state <> 'pending' AND done_at < now() - make_interval(days => $1)`,
    [DONE_ROWS_KEPT_DAYS],
  );
  return forgotten.rowCount;
}

/** Due again later (`retryMs` doubled per attempt made), or given up after the last attempt. */
export async function retryOrGiveUp(
  db: Queryable,
  row: OutboxRow,
  error: string,
  options: { readonly maxAttempts: number; readonly retryMs: number },
): Promise<'retry' | 'failed'> {
  const last = row.attempts >= options.maxAttempts;
  const waitSeconds = (options.retryMs * 2 ** (row.attempts - 1)) / 1000;
  await db.query(
    `UPDATE outbox SET claimed_until = NULL, last_error = $2,
       state = CASE WHEN $3::boolean THEN 'failed' ELSE 'pending' END,
       done_at = CASE WHEN $3::boolean THEN now() END,
       send_after = now() + make_interval(secs => $4)
     WHERE id = $1`,
    [row.id, error.slice(0, 500), last, waitSeconds],
  );
  return last ? 'failed' : 'retry';
}

/** Due later: a reminder whose turn's deadline a vacation moved. */
export async function postpone(db: Queryable, id: string, until: Date): Promise<void> {
  await db.query(
    `UPDATE outbox SET claimed_until = NULL, attempts = attempts - 1, send_after = $2 WHERE id = $1`,
    [id, until],
  );
}

/** Puts a mail of the player's into the outbox (a confirmation link) and wakes the senders. */
export async function enqueue(
  db: Queryable,
  row: { readonly kind: OutboxKind; readonly channel: OutboxChannel; readonly playerId: string },
): Promise<void> {
  await db.query(
    `WITH queued AS (INSERT INTO outbox (kind, channel, player_id) VALUES ($1, $2, $3) RETURNING id)
     SELECT pg_notify($4, '') FROM queued`,
    [row.kind, row.channel, row.playerId, OUTBOX_CHANNEL],
  );
}

/**
 * Puts the news of a direct challenge into the outbox for its player, in the transaction that stores it
 * (people/direct-challenges.ts, when the player is away), and wakes the senders: a push to each of their browsers,
 * and a mail to a confirmed address that takes each mail, as a tournament game's begun does
 * (sql/enqueue-game-begun.ts). An address that takes the daily digest gets the challenge in the next one, which
 * lists every challenge still open then (compose.ts): queued only if it waits that long (a correspondence game's
 * does, three days; a live game's runs out in minutes). Nothing for a player who set up neither.
 */
export async function enqueueChallenged(db: Queryable, challengeId: string): Promise<void> {
  await db.query(
    `INSERT INTO outbox (kind, channel, player_id, send_after)
     SELECT 'digest', 'mail', c.addressee, next_digest_at()
     FROM challenges c JOIN mail_addresses m ON m.player_id = c.addressee
     WHERE c.id = $1 AND m.confirmed_at IS NOT NULL AND m.mode = 'digest' AND c.expires_at > next_digest_at()
     ON CONFLICT DO NOTHING`,
    [challengeId],
  );
  await db.query(
    `WITH queued AS (
       INSERT INTO outbox (kind, channel, player_id, challenge_id)
       SELECT 'challenged', n.channel, c.addressee, c.id
       FROM challenges c CROSS JOIN LATERAL (VALUES
         ('mail', EXISTS (SELECT 1 FROM mail_addresses m
                          WHERE m.player_id = c.addressee AND m.confirmed_at IS NOT NULL AND m.mode = 'each')),
         ('push', EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.player_id = c.addressee))
       ) AS n(channel, wanted)
       WHERE c.id = $1 AND c.addressee IS NOT NULL AND n.wanted
       ON CONFLICT DO NOTHING
       RETURNING id)
     SELECT pg_notify($2, '') FROM queued`,
    [challengeId, OUTBOX_CHANNEL],
  );
}

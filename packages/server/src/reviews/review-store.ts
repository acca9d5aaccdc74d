/**
 * The kept reviews (migration 20): one row per finished game and review settings, queued by the first viewer
 * who asks and computed by one server process (review-keeper.ts). Claiming is one statement that takes the
 * oldest queued row no live claim holds (`FOR UPDATE SKIP LOCKED`), so that of several processes on one
 * database each review goes to one; the claim is renewed while the review is computed, and a process killed
 * meanwhile leaves it to the others once the claim runs out.
 */
import { REVIEW_FORMAT, REVIEW_SETTINGS, type GameReview, type ReviewSettings } from '@katz/bots/review';
import type { Queryable } from '../db/database.js';

/** The channel a newly queued review is announced on, so that an idle process starts on it at once. */
export const REVIEW_CHANNEL = 'katz_reviews';

/** The queue's bounds: queued reviews a player (or an address without a session) may have, and in all. */
export interface ReviewLimits {
  readonly perPlayer: number;
  readonly queued: number;
}

export const REVIEW_LIMITS: ReviewLimits = { perPlayer: 2, queued: 200 };

/** Names the settings a review was computed with: a review under other settings is another row. */
export function settingsKey(settings: ReviewSettings): string {
  const { seed, searchPlayouts, worlds, maxWorlds, maxMistakeWorlds, drawWorlds, horizon } = settings;
  const counts = [searchPlayouts, worlds, maxWorlds, maxMistakeWorlds, drawWorlds, horizon];
  return `${REVIEW_FORMAT}/${seed}/${counts.join('/')}`;
}

/**
 * The settings of every review the server keeps: those of `katz review` and the web page, so that the figures
 * are theirs. Rows under another key (another format's, say) are neither served nor shown.
 */
export const SERVER_REVIEW_KEY = settingsKey(REVIEW_SETTINGS);

/** What a request for a review finds. */
type KeptReview =
  | { readonly state: 'done'; readonly review: unknown }
  | { readonly state: 'queued' | 'computing'; readonly ahead: number }
  | { readonly state: 'failed'; readonly error: string };

/** What asking for a review does: finds it, or queues it, or finds the queue full for this asker or for all. */
export type Asked = KeptReview | { readonly state: 'player-limit' | 'queue-full' };

interface ReviewRow {
  readonly state: 'queued' | 'done' | 'failed';
  readonly review: unknown;
  readonly last_error: string | null;
  readonly computing: boolean;
  readonly ahead: number;
}

/** The game's review under these settings as it stands, or null when nobody has asked for it yet. */
async function keptReview(db: Queryable, gameId: string, key: string): Promise<KeptReview | null> {
  const found = await db.query<ReviewRow>(
    `SELECT state, review, last_error, claimed_by IS NOT NULL AND claimed_until > now() AS computing,
       (SELECT count(*) FROM reviews q WHERE q.state = 'queued' AND q.queued < r.queued)::int AS ahead
     FROM reviews r WHERE game_id = $1 AND settings_key = $2`,
    [gameId, key],
  );
  const row = found.rows[0];
  if (row === undefined) return null;
  if (row.state === 'done') return { state: 'done', review: row.review };
  if (row.state === 'failed') return { state: 'failed', error: row.last_error ?? 'unknown' };
  return { state: row.computing ? 'computing' : 'queued', ahead: row.ahead };
}

/**
 * The game's review, queued for `asker` if nobody asked before and the queue has room. The bounds are checked by
 * the statement that queues, so two requests of one player at the same moment may queue one review more.
 */
export async function askReview(
  db: Queryable,
  request: { readonly gameId: string; readonly key: string; readonly asker: string },
  limits: ReviewLimits,
): Promise<Asked> {
  const kept = await keptReview(db, request.gameId, request.key);
  if (kept !== null) return kept;
  const queued = await db.query<{ mine: number; total: number; inserted: number }>(
    `WITH counts AS (
       SELECT count(*) FILTER (WHERE asked_by = $3)::int AS mine, count(*)::int AS total FROM reviews
       WHERE state = 'queued'),
     inserted AS (
       INSERT INTO reviews (game_id, settings_key, asked_by)
       SELECT $1, $2, $3 FROM counts WHERE counts.mine < $4 AND counts.total < $5
       ON CONFLICT DO NOTHING RETURNING 1),
     announced AS (SELECT pg_notify($6, '') FROM inserted)
     SELECT mine, total, (SELECT count(*) FROM announced)::int AS inserted FROM counts`,
    [request.gameId, request.key, request.asker, limits.perPlayer, limits.queued, REVIEW_CHANNEL],
  );
  const counts = queued.rows[0];
  if (counts?.inserted === 0) {
    // Queued meanwhile by another request (of another asker, whose room it took): this asker waits for it too.
    const meanwhile = await keptReview(db, request.gameId, request.key);
    if (meanwhile !== null) return meanwhile;
    if (counts.mine >= limits.perPlayer) return { state: 'player-limit' };
    if (counts.total >= limits.queued) return { state: 'queue-full' };
  }
  // Queued now, by this request or by another at the same moment.
  return (await keptReview(db, request.gameId, request.key)) ?? { state: 'queued', ahead: 0 };
}

export interface ClaimedReview {
  readonly gameId: string;
  readonly key: string;
  readonly attempts: number;
}

/** Claims the oldest queued review that no live claim holds, for `claimMs`; null when there is none. */
export async function claimReview(
  db: Queryable,
  processId: string,
  claimMs: number,
): Promise<ClaimedReview | null> {
  const claimed = await db.query<{ game_id: string; settings_key: string; attempts: number }>(
    `UPDATE reviews r SET claimed_by = $1, claimed_until = now() + make_interval(secs => $2),
       attempts = r.attempts + 1
     FROM (SELECT game_id, settings_key FROM reviews
           WHERE state = 'queued' AND (claimed_until IS NULL OR claimed_until <= now())
           ORDER BY queued LIMIT 1 FOR UPDATE SKIP LOCKED) due
     WHERE r.game_id = due.game_id AND r.settings_key = due.settings_key
     RETURNING r.game_id, r.settings_key, r.attempts`,
    [processId, claimMs / 1000],
  );
  const row = claimed.rows[0];
  return row === undefined ? null : { gameId: row.game_id, key: row.settings_key, attempts: row.attempts };
}

/** Holds the claim another `claimMs`; false when it is no longer this process's (taken over meanwhile). */
export async function renewClaim(
  db: Queryable,
  claimed: ClaimedReview,
  processId: string,
  claimMs: number,
): Promise<boolean> {
  const renewed = await db.query(
    `UPDATE reviews SET claimed_until = now() + make_interval(secs => $4)
     WHERE game_id = $1 AND settings_key = $2 AND claimed_by = $3 AND state = 'queued'`,
    [claimed.gameId, claimed.key, processId, claimMs / 1000],
  );
  return renewed.rowCount === 1;
}

/** Keeps the finished review, if the claim is still this process's; answers whether it was kept. */
export async function keepReview(
  db: Queryable,
  claimed: ClaimedReview,
  processId: string,
  review: GameReview,
): Promise<boolean> {
  const kept = await db.query(
    `UPDATE reviews SET state = 'done', review = $4::jsonb, done_at = now(), claimed_by = NULL,
       claimed_until = NULL
     WHERE game_id = $1 AND settings_key = $2 AND claimed_by = $3 AND state = 'queued'`,
    [claimed.gameId, claimed.key, processId, JSON.stringify(review)],
  );
  return kept.rowCount === 1;
}

/** Claims a review may take before its failure is final: a thread that died, say, may do better next time. */
export const REVIEW_ATTEMPTS = 3;

/** Lets go of the review after a failure, to be claimed again (by any process) after `afterSeconds`. */
export async function retryLater(
  db: Queryable,
  claimed: ClaimedReview,
  processId: string,
  failure: { readonly error: string; readonly afterSeconds: number },
): Promise<void> {
  await db.query(
    `UPDATE reviews SET claimed_by = NULL, claimed_until = now() + make_interval(secs => $5), last_error = $4
     WHERE game_id = $1 AND settings_key = $2 AND claimed_by = $3 AND state = 'queued'`,
    [claimed.gameId, claimed.key, processId, failure.error.slice(0, 500), failure.afterSeconds],
  );
}

/**
 * Gives the review up for good: the record does not review, or the review failed `REVIEW_ATTEMPTS` times. Its
 * askers are told so; their browsers compute it as before the server kept reviews.
 */
export async function failReview(
  db: Queryable,
  claimed: ClaimedReview,
  processId: string,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE reviews SET state = 'failed', last_error = $4, done_at = now(), claimed_by = NULL,
       claimed_until = NULL
     WHERE game_id = $1 AND settings_key = $2 AND claimed_by = $3 AND state = 'queued'`,
    [claimed.gameId, claimed.key, processId, error.slice(0, 500)],
  );
}

/** Lets go of this process's claims (a graceful stop), so that another process takes them at once. */
export async function releaseClaims(db: Queryable, processId: string): Promise<void> {
  await db.query(
    `UPDATE reviews SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1 AND state = 'queued'`,
    [processId],
  );
}

/** Forgets every claim: the embedded database serves one process, so the claims it finds at start are leftovers. */
export async function forgetAllClaims(db: Queryable): Promise<void> {
  await db.query(`UPDATE reviews SET claimed_by = NULL, claimed_until = NULL WHERE state = 'queued'`);
}

/** A player's push subscriptions, one per browser: added from the settings page, removed there or when gone. */
import type { Database, Queryable } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';

export interface NewSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly language: string;
}

/** The most push subscriptions one player keeps: each notice goes to every one of them. */
export const PUSH_SUBSCRIPTIONS_PER_PLAYER = 10;

/**
 * Adds the subscription; a browser's endpoint already known (another player's before) becomes this player's,
 * as their newest. A player keeps their newest `PUSH_SUBSCRIPTIONS_PER_PLAYER`: an older one beyond them (a
 * browser long gone, usually) is dropped, so that one account cannot make every notice a flood of requests.
 */
export async function addPushSubscription(
  db: Database,
  playerId: string,
  subscription: NewSubscription,
): Promise<void> {
  await holdingPlayer(db, playerId, async (tx) => {
    await tx.query(
      `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, language) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (endpoint) DO UPDATE SET player_id = $2, p256dh = $3, auth = $4, language = $5,
         created_at = now()`,
      [
        subscription.endpoint,
        playerId,
        subscription.keys.p256dh,
        subscription.keys.auth,
        subscription.language,
      ],
    );
    await tx.query(
      `DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint NOT IN (
         SELECT endpoint FROM push_subscriptions WHERE player_id = $1
         ORDER BY created_at DESC, endpoint = $2 DESC LIMIT $3)`,
      [playerId, subscription.endpoint, PUSH_SUBSCRIPTIONS_PER_PLAYER],
    );
  });
}

export async function removePushSubscription(
  db: Queryable,
  playerId: string,
  endpoint: string,
): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE player_id = $1 AND endpoint = $2', [
    playerId,
    endpoint,
  ]);
}

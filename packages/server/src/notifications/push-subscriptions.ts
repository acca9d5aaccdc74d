/** A player's push subscriptions, one per browser: added from the settings page, removed there or when gone. */
import type { Queryable } from '../db/database.js';

export interface NewSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly language: string;
}

/** Adds the subscription; a browser's endpoint already known (another player's before) becomes this player's. */
export async function addPushSubscription(
  db: Queryable,
  playerId: string,
  subscription: NewSubscription,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, player_id, p256dh, auth, language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET player_id = $2, p256dh = $3, auth = $4, language = $5`,
    [
      subscription.endpoint,
      playerId,
      subscription.keys.p256dh,
      subscription.keys.auth,
      subscription.language,
    ],
  );
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

/**
 * The server's VAPID key pair when the operator set none: made at the first start and kept in the database, so
 * that browser pushes work without any setting up, and every process of a site signs with the same pair (a
 * browser's subscription holds the public key it was made with, and a new pair would make it useless).
 * `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` take precedence; `PUSH_NOTIFICATIONS=false` sends no pushes at all.
 */
import webPush from 'web-push';
import type { Database } from '../db/database.js';
import type { NotifySettings } from './notify-settings.js';

interface PushKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** The key pair kept in the database, made now if there is none (of processes starting at once, one makes it). */
async function storedPushKeys(db: Database): Promise<PushKeys> {
  const made = webPush.generateVAPIDKeys();
  await db.query(
    'INSERT INTO push_keys (public_key, private_key) VALUES ($1, $2) ON CONFLICT (only_row) DO NOTHING',
    [made.publicKey, made.privateKey],
  );
  const { rows } = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_keys',
  );
  const row = rows[0];
  if (row === undefined) throw new Error('push_keys holds no key pair after one was stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** The notification settings with the VAPID keys the server signs with: the operator's, the stored ones, or none. */
export async function withPushKeys(db: Database, notify: NotifySettings): Promise<NotifySettings> {
  if (notify.vapid !== null || !notify.pushNotifications) return notify;
  const keys = await storedPushKeys(db);
  return { ...notify, vapid: { ...keys, subject: notify.vapidSubject } };
}

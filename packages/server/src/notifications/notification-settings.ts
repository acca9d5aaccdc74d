/** A player's own notification settings as the settings page shows them: never anyone else's. */
import { VACATION_DAYS_PER_YEAR, type MailMode, type NotificationSettings } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import type { NotifySettings } from './notify-settings.js';
import { comingVacations, daysUsed } from './vacations.js';

export async function loadNotificationSettings(
  db: Queryable,
  player: { readonly id: string; readonly username: string | null },
  notify: NotifySettings,
): Promise<NotificationSettings> {
  const found = await db.query<{
    address: string | null;
    confirmed: boolean;
    mode: MailMode | null;
    pushes: number;
    now: Date;
  }>(
    `SELECT m.address, m.confirmed_at IS NOT NULL AS confirmed, m.mode,
       (SELECT count(*)::int FROM push_subscriptions p WHERE p.player_id = $1) AS pushes, now() AS now
     FROM (SELECT 1) AS one LEFT JOIN mail_addresses m ON m.player_id = $1`,
    [player.id],
  );
  const row = found.rows[0];
  const registered = player.username !== null;
  const year = (row?.now ?? new Date()).getUTCFullYear();
  return {
    mail: {
      available: notify.smtpUrl !== null,
      address: row?.address ?? null,
      confirmed: row?.confirmed ?? false,
      mode: row?.mode ?? 'each',
    },
    push: { publicKey: notify.vapid?.publicKey ?? null, subscriptions: row?.pushes ?? 0 },
    vacation: registered
      ? {
          daysPerYear: VACATION_DAYS_PER_YEAR,
          daysLeft: VACATION_DAYS_PER_YEAR - (await daysUsed(db, player.id, year)),
          vacations: (await comingVacations(db, player.id)).map((vacation) => ({
            id: vacation.id,
            startsAt: vacation.starts_at.toISOString(),
            endsAt: vacation.ends_at.toISOString(),
          })),
        }
      : null,
  };
}

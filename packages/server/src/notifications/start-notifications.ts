/** Starts what sends mails and pushes: the outbox sender, with the mailer and the pusher the settings allow. */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { smtpMailer } from './mailer.js';
import type { NotifySettings } from './notify-settings.js';
import { startOutboxSender } from './outbox-sender.js';
import { vapidPusher } from './pusher.js';

export async function startNotifications(
  db: Database,
  notify: NotifySettings,
  options: {
    readonly siteUrl: string;
    readonly log: FastifyBaseLogger;
  },
): Promise<{ close(): Promise<void> }> {
  const { log } = options;
  const sender = await startOutboxSender(db, {
    settings: notify,
    siteUrl: options.siteUrl,
    mailer: notify.smtpUrl === null ? null : smtpMailer(notify.smtpUrl, notify.mailFrom),
    pusher: notify.vapid === null ? null : vapidPusher(notify.vapid, notify.pushDestinations),
    onError: (error) => {
      log.error({ err: error }, 'outbox failed');
    },
    onGiveUp: (row, error) => {
      log.warn({ outbox: row.id, kind: row.kind, channel: row.channel, error }, 'gave up a notification');
    },
  });
  return {
    close: () => sender.close(),
  };
}

/**
 * The settings of mail, push and the outbox, part of the server's configuration (config.ts). Without SMTP_URL
 * no mail is sent and the settings page says so. Pushes are signed with the operator's VAPID keys (`katz
 * vapid-keys` makes a pair), or else with a pair the server makes at its first start and keeps in the database
 * (push-keys.ts); with PUSH_NOTIFICATIONS=false none is sent (docs/settings.md).
 */
import { z } from 'zod';
import { flag } from '../environment-values.js';
import type { PushDestinations } from './push-destinations.js';

export const NOTIFY_ENVIRONMENT = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps:// (like smtp://user:password@host:587)')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Katz und Maus <noreply@localhost>'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  VAPID_PUBLIC_KEY: z
    .base64url()
    .length(87, 'must be the 65-byte public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .base64url()
    .length(43, 'must be the 32-byte private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:|https:\/\/)/,
      'must be a mailto: or https:// address where the push service can reach you',
    )
    .default('mailto:admin@localhost'),
  PUSH_NOTIFICATIONS: flag.default(true),
  PUSH_PRIVATE_ADDRESSES: flag.default(false),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  OUTBOX_CLAIM_SECONDS: z.coerce.number().int().min(2).max(600).default(20),
};

type NotifyEnvironment = z.infer<z.ZodObject<typeof NOTIFY_ENVIRONMENT>>;

export interface NotifySettings {
  /** The SMTP server mails leave through; null: no mail. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** The site's address as players reach it, for the links in mails; else the server's own address. */
  readonly publicUrl: string | null;
  /** Whether browser pushes are offered and sent at all. */
  readonly pushNotifications: boolean;
  /** Where push services can reach the operator, sent with every push. */
  readonly vapidSubject: string;
  /**
   * The server's VAPID key pair and contact; null: no push, or (until the server has opened its database and
   * `withPushKeys` filled it in) the pair kept in the database.
   */
  readonly vapid: {
    readonly publicKey: string;
    readonly privateKey: string;
    readonly subject: string;
  } | null;
  /** Where pushes may go: public HTTPS push services only, unless private addresses are allowed. */
  readonly pushDestinations: PushDestinations;
  /** How often each process looks for due mails and pushes (a notice wakes it at once for new ones). */
  readonly pollMs: number;
  /** Tries before a mail or push is given up. */
  readonly maxAttempts: number;
  /** The wait before the first retry; it doubles with each. */
  readonly retryMs: number;
  /**
   * How long a claim on a row being sent holds without renewal: a process killed mid-send leaves its rows to the
   * others this long at most (then the next poll takes them). A send in progress renews it four times as often.
   */
  readonly claimSeconds: number;
}

export function notifySettings(env: NotifyEnvironment): NotifySettings {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  return {
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL === undefined ? null : new URL(env.PUBLIC_URL).origin,
    pushNotifications: env.PUSH_NOTIFICATIONS,
    vapidSubject: env.VAPID_SUBJECT,
    vapid:
      env.PUSH_NOTIFICATIONS && publicKey !== undefined && privateKey !== undefined
        ? { publicKey, privateKey, subject: env.VAPID_SUBJECT }
        : null,
    pushDestinations: { privateAddresses: env.PUSH_PRIVATE_ADDRESSES },
    pollMs: env.OUTBOX_POLL_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    retryMs: env.OUTBOX_RETRY_MS,
    claimSeconds: env.OUTBOX_CLAIM_SECONDS,
  };
}

/** Both VAPID keys or neither: one alone is a mistake worth refusing at start. */
export const vapidKeysPaired = (env: {
  readonly VAPID_PUBLIC_KEY?: string | undefined;
  readonly VAPID_PRIVATE_KEY?: string | undefined;
}): boolean => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined);

/**
 * What reaches a player away from the site (a mail, a browser push: their correspondence turns, the direct
 * challenges to them) and their vacations: the player's own settings, shown to them alone (docs/correspondence.md,
 * docs/social.md).
 */
import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { ID, TIMESTAMP } from './primitives.js';

/** A mail or a push is written in one of the product's languages. */
const LANGUAGE = z.enum(LANGUAGES);

/**
 * Each "your move" mail at once, and each direct challenge to the player while away; or one mail a day listing
 * every game waiting, and no challenges.
 */
export const MAIL_MODES = ['each', 'digest'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** The most days of vacation a player may take in a calendar year, and in one go. */
export const VACATION_DAYS_PER_YEAR = 14;

export const MAIL_BODY = z.strictObject({
  address: z.email('is not a mail address').max(254, 'a mail address has at most 254 characters'),
  mode: z.enum(MAIL_MODES).default('each'),
  language: LANGUAGE,
});

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it, and the language to write in. */
export const PUSH_BODY = z.strictObject({
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .meta({
      description:
        "the push service's address: https, on the internet, unless the server allows private addresses",
    }),
  keys: z.strictObject({
    // RFC 8291: an uncompressed point (0x04, then x and y), 65 bytes, is 87 base64url characters, the first a B.
    p256dh: z
      .base64url()
      .regex(
        /^B[\w-]{86}$/,
        "must be the browser's uncompressed P-256 public key: 65 bytes starting with 0x04, in base64url",
      )
      .meta({ description: "the browser's P-256 public key, uncompressed (65 bytes), base64url" }),
    auth: z
      .base64url()
      .regex(/^[\w-]{21}[AQgw]$/, 'must be the 16-byte authentication secret, in base64url')
      .meta({ description: 'the 16-byte authentication secret, base64url' }),
  }),
  language: LANGUAGE,
});

export const PUSH_REMOVE_BODY = z.strictObject({ endpoint: z.string().min(1).max(2048) });

const DATE = z.iso.date().meta({ description: 'a day, YYYY-MM-DD; a vacation starts at its 00:00 UTC' });

export const VACATION_BODY = z.strictObject({
  startsOn: DATE.optional().meta({ description: 'absent: from now' }),
  days: z
    .number()
    .int()
    .min(1, 'a vacation lasts at least one day')
    .max(VACATION_DAYS_PER_YEAR, `a vacation lasts at most ${VACATION_DAYS_PER_YEAR} days`),
});

export const VACATION_PARAMS = z.strictObject({ id: z.string().regex(/^\d{1,18}$/, 'is not a vacation id') });

const VACATION = z.strictObject({
  id: z.string(),
  startsAt: TIMESTAMP,
  endsAt: TIMESTAMP,
});
export type Vacation = z.infer<typeof VACATION>;

export const NOTIFICATION_SETTINGS = z.strictObject({
  mail: z.strictObject({
    available: z.boolean().meta({ description: 'false: this server sends no mail (no SMTP configured)' }),
    address: z.string().nullable(),
    confirmed: z.boolean(),
    mode: z.enum(MAIL_MODES),
  }),
  push: z.strictObject({
    publicKey: z.string().nullable().meta({ description: "the server's VAPID public key; null: no push" }),
    subscriptions: z.number().int().min(0),
  }),
  vacation: z
    .strictObject({
      daysPerYear: z.number().int(),
      daysLeft: z.number().int().meta({ description: 'in the current calendar year (UTC)' }),
      vacations: z.array(VACATION).readonly().meta({ description: 'the current one and those planned' }),
    })
    .nullable()
    .meta({ description: 'null for a guest: only registered players take vacations' }),
});
export type NotificationSettings = z.infer<typeof NOTIFICATION_SETTINGS>;

export const GAME_PAUSE = z.strictObject({
  pausedUntil: TIMESTAMP.nullable().meta({
    description: 'the end of the vacation of the player to move, while it holds their clock; else null',
  }),
});
export type GamePause = z.infer<typeof GAME_PAUSE>;

export const PAUSE_PARAMS = z.strictObject({ id: ID });

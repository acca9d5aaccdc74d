/**
 * The accounts' settings, part of the server's configuration (config.ts): how long sessions last, how costly
 * a password hash is, how many failed logins, new guests and registrations are let through, and where those
 * attempts are counted.
 */
import { z } from 'zod';
import type { ScryptParams } from './passwords.js';

const seconds = z.coerce
  .number()
  .int()
  .min(1)
  .max(10 * 365 * 24 * 3600);
const DAY = 24 * 3600;

export const ACCOUNT_ENVIRONMENT = {
  SESSION_IDLE_SECONDS: seconds.default(30 * DAY),
  SESSION_MAX_SECONDS: seconds.default(365 * DAY),
  GUEST_IDLE_SECONDS: seconds.default(365 * DAY),
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((n) => Number.isInteger(Math.log2(n)), 'must be a power of two')
    .default(2 ** 17),
  PASSWORD_SCRYPT_R: z.coerce.number().int().min(1).max(32).default(8),
  PASSWORD_SCRYPT_P: z.coerce.number().int().min(1).max(16).default(1),
  LOGIN_WINDOW_SECONDS: seconds.default(15 * 60),
  LOGIN_FAILURES_PER_NAME: z.coerce.number().int().min(1).max(100_000).default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  NEW_GUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  ADDRESS_WINDOW_SECONDS: seconds.default(3600),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('katz:'),
};

type AccountEnvironment = z.infer<z.ZodObject<typeof ACCOUNT_ENVIRONMENT>>;

export interface SessionLifetimes {
  /** A registered player's session ends after this long unused... */
  readonly idleSeconds: number;
  /** ...and this long after it began, however much it is used. */
  readonly maxSeconds: number;
  /** A guest's session ends only after this long unused: it is the guest's only key. */
  readonly guestIdleSeconds: number;
}

export interface LoginLimits {
  readonly windowSeconds: number;
  readonly perName: number;
  readonly perAddress: number;
}

/** What one client address may start in a window: new guests (each a session) and accounts. */
interface AddressLimits {
  readonly windowSeconds: number;
  readonly newGuests: number;
  readonly registrations: number;
}

export interface AccountSettings {
  readonly sessions: SessionLifetimes;
  readonly scrypt: ScryptParams;
  readonly loginLimits: LoginLimits;
  readonly addressLimits: AddressLimits;
  /** Where attempts (logins, new guests, registrations) are counted: Redis when set, else the database. */
  readonly redisUrl: string | null;
  readonly redisKeyPrefix: string;
}

export const accountSettings = (env: AccountEnvironment): AccountSettings => ({
  sessions: {
    idleSeconds: env.SESSION_IDLE_SECONDS,
    maxSeconds: env.SESSION_MAX_SECONDS,
    guestIdleSeconds: env.GUEST_IDLE_SECONDS,
  },
  scrypt: { N: env.PASSWORD_SCRYPT_N, r: env.PASSWORD_SCRYPT_R, p: env.PASSWORD_SCRYPT_P },
  loginLimits: {
    windowSeconds: env.LOGIN_WINDOW_SECONDS,
    perName: env.LOGIN_FAILURES_PER_NAME,
    perAddress: env.LOGIN_FAILURES_PER_ADDRESS,
  },
  addressLimits: {
    windowSeconds: env.ADDRESS_WINDOW_SECONDS,
    newGuests: env.NEW_GUESTS_PER_ADDRESS,
    registrations: env.REGISTRATIONS_PER_ADDRESS,
  },
  redisUrl: env.REDIS_URL ?? null,
  redisKeyPrefix: env.REDIS_KEY_PREFIX,
});

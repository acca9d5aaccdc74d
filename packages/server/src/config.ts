/**
 * The server's configuration: environment variables, parsed once at start by one schema (each is described in
 * docs/settings.md). Every mistake is reported at once, each with the variable's name, before anything starts.
 */
import { resolve } from 'node:path';
import { STRONG_ITERATIONS, TURN_CEILING_MS } from '@katz/bots';
import { z } from 'zod';
import { flag } from './environment-values.js';
import type { PlayerLimits } from './games/player-limits.js';
import { ACCOUNT_ENVIRONMENT, accountSettings, type AccountSettings } from './identity/account-settings.js';
import {
  NOTIFY_ENVIRONMENT,
  notifySettings,
  vapidKeysPaired,
  type NotifySettings,
} from './notifications/notify-settings.js';

const milliseconds = z.coerce.number().int().min(0).max(600_000);

/**
 * Which proxies' `X-Forwarded-For` tells the client's address: none (`false`), any (`true`), or those at the
 * listed addresses and networks.
 */
const trustedProxies = z
  .string()
  .transform((text): boolean | string[] =>
    text === 'true' || text === 'false' ? text === 'true' : text.split(',').map((entry) => entry.trim()),
  )
  .refine(
    (value) => !Array.isArray(value) || value.every((entry) => /^[0-9A-Fa-f.:]+(\/\d{1,3})?$/.test(entry)),
    'must be true, false, or comma-separated addresses or networks (like 10.0.0.0/8)',
  );

/**
 * How many clients' worth of requests one address may send together, unless set: a household or an office
 * behind one address has several players, but not the thirty guests an hour one address may start.
 */
const ADDRESS_CLIENTS = 3;

const ENVIRONMENT = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    COOKIE_SECURE: flag.default(false),
    WEB_DIST: z.string().min(1).default('packages/web/dist'),
    TRUST_PROXY: trustedProxies.default(false),
    BOT_PACE_MS: milliseconds.default(800),
    BOT_ITERATIONS: z.coerce.number().int().min(10).max(1_000_000).default(STRONG_ITERATIONS),
    BOT_TURN_MS: z.coerce.number().int().min(100).max(600_000).default(TURN_CEILING_MS),
    BOT_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    BOT_PLAYOUT_THREADS: z.coerce.number().int().min(0).max(64).default(1),
    REVIEW_NICE: z.coerce.number().int().min(0).max(19).default(19),
    CLOCK_SWEEP_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    HOUSEKEEPING_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3_600_000)
      .default(3_600_000),
    RATE_PER_SECOND: z.coerce.number().min(0.1).max(100_000).default(20),
    RATE_BURST: z.coerce.number().int().min(1).max(100_000).default(40),
    ADDRESS_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1_000_000).optional(),
    ADDRESS_RATE_BURST: z.coerce.number().int().min(1).max(1_000_000).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    LEASE_MS: z.coerce.number().int().min(200).max(600_000).default(5000),
    LEASE_RENEW_MS: z.coerce.number().int().min(50).max(300_000).default(1000),
    SPECTATOR_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    OPEN_CHALLENGES_PER_PLAYER: z.coerce.number().int().min(1).max(10_000).default(10),
    LOBBY_CHALLENGES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
    COMPUTER_GAMES_PER_PLAYER: z.coerce.number().int().min(1).max(10_000).default(20),
    TOURNAMENTS_PER_CREATOR: z.coerce.number().int().min(1).max(10_000).default(3),
    LIVE_CONNECTIONS_PER_PLAYER: z.coerce.number().int().min(1).max(10_000).default(20),
    GAMES_WATCHED_PER_CONNECTION: z.coerce.number().int().min(1).max(10_000).default(20),
    ...ACCOUNT_ENVIRONMENT,
    ...NOTIFY_ENVIRONMENT,
  })
  .refine((env) => env.LEASE_RENEW_MS * 2 <= env.LEASE_MS, {
    path: ['LEASE_RENEW_MS'],
    message: 'must be at most half of LEASE_MS, so that a lease outlives one failed renewal',
  })
  .refine((env) => (env.ADDRESS_RATE_PER_SECOND ?? Infinity) >= env.RATE_PER_SECOND, {
    path: ['ADDRESS_RATE_PER_SECOND'],
    message: "must be at least RATE_PER_SECOND: it is a ceiling over all of one address's clients",
  })
  .refine((env) => (env.ADDRESS_RATE_BURST ?? Infinity) >= env.RATE_BURST, {
    path: ['ADDRESS_RATE_BURST'],
    message: "must be at least RATE_BURST: it is a ceiling over all of one address's clients",
  })
  .refine((env) => env.SMTP_URL === undefined || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message:
      "must be set when SMTP_URL is: the links in mails lead there, and the server's own address (127.0.0.1) reaches no one's mailbox (like https://katz.example.org)",
  })
  .refine(vapidKeysPaired, {
    path: ['VAPID_PRIVATE_KEY'],
    message:
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (katz vapid-keys makes them) or neither',
  });

/**
 * Every setting by its variable's name, with the value it takes when unset (undefined where it has none):
 * docs/settings.md lists the same names and defaults, and a test holds the two together.
 */
export function settingDefaults(): Readonly<Record<string, unknown>> {
  const parsed: Readonly<Record<string, unknown>> = ENVIRONMENT.parse({});
  return Object.fromEntries(Object.keys(ENVIRONMENT.shape).map((name) => [name, parsed[name]]));
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Where PGlite keeps its files; unused when `databaseUrl` is set. */
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly logLevel: z.infer<typeof ENVIRONMENT>['LOG_LEVEL'];
  /** Origins besides the server's own that may send requests and open WebSockets. */
  readonly allowedOrigins: readonly string[];
  readonly cookieSecure: boolean;
  /** The proxies (a load balancer) whose `X-Forwarded-For` gives the client's address for rate limits. */
  readonly trustProxy: boolean | readonly string[];
  /** The web app's build; `packages/web/dist` when present, else the plain home page. */
  readonly webDist: string;
  /** Pause before each computer action in a live game, so that a person can follow it. */
  readonly botPaceMs: number;
  /** Playouts per decision of the strong computer player (the bots' default is what it plays people with). */
  readonly botIterations: number;
  /**
   * The most the computer may think per turn, all its decisions together (pauses not counted), however busy
   * the machine and the other games' computer seats are: the strong level's searches stop there.
   */
  readonly botTurnMs: number;
  readonly botWorkers: number;
  /** Threads per bot worker that share the strong level's playouts with it (0: none). */
  readonly botPlayoutThreads: number;
  /**
   * How much lower the kept reviews' thread's priority is than the process's, on Linux (its nice value raised by
   * this, to 19 at most; 19: it takes only what the process's other threads leave; 0: the process's own).
   */
  readonly reviewNice: number;
  readonly clockSweepMs: number;
  /** How often ended sessions and old outbox rows are forgotten (jobs/housekeeping.ts). */
  readonly housekeepingMs: number;
  /** Requests and WebSocket messages per second one client may send on average, and in a burst. */
  readonly ratePerSecond: number;
  readonly rateBurst: number;
  /**
   * The ceiling over every client of one address (an IPv6 address by its /64) together: each session is a client
   * of its own, and one address may start many guests.
   */
  readonly addressRate: { readonly perSecond: number; readonly burst: number };
  /** Sessions, passwords and failed logins (identity/account-settings.ts). */
  readonly accounts: AccountSettings;
  /** Connections to a PostgreSQL server this process keeps for queries (one more listens for notices). */
  readonly databasePoolSize: number;
  /**
   * How long a lease (the clock sweep, a game's computer turn) lasts after each renewal: how soon the work of
   * a process that died is taken over by another.
   */
  readonly leaseMs: number;
  /** How often a process renews its leases, tries for the clock lease, and looks for unplayed computer turns. */
  readonly leaseRenewMs: number;
  /** How often a process vouches for its spectator counts; a count unvouched for thrice as long is dropped. */
  readonly spectatorHeartbeatMs: number;
  /** Mail, push and the outbox they leave through (notifications/notify-settings.ts). */
  readonly notify: NotifySettings;
  /** How many open challenges, computer games and live connections one player may have (games/player-limits.ts). */
  readonly playerLimits: PlayerLimits;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Reads the configuration from environment variables; `base` resolves relative paths. */
export function loadConfig(environment: NodeJS.ProcessEnv, base = process.cwd()): ConfigResult {
  const parsed = ENVIRONMENT.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, message: `invalid configuration:\n${lines.join('\n')}` };
  }
  const env = parsed.data;
  return {
    ok: true,
    config: {
      port: env.PORT,
      host: env.HOST,
      dataDir: resolve(base, env.DATA_DIR),
      databaseUrl: env.DATABASE_URL ?? null,
      logLevel: env.LOG_LEVEL,
      allowedOrigins: env.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
      cookieSecure: env.COOKIE_SECURE,
      trustProxy: env.TRUST_PROXY,
      webDist: resolve(base, env.WEB_DIST),
      botPaceMs: env.BOT_PACE_MS,
      botIterations: env.BOT_ITERATIONS,
      botTurnMs: env.BOT_TURN_MS,
      botWorkers: env.BOT_WORKERS,
      botPlayoutThreads: env.BOT_PLAYOUT_THREADS,
      reviewNice: env.REVIEW_NICE,
      clockSweepMs: env.CLOCK_SWEEP_MS,
      housekeepingMs: env.HOUSEKEEPING_MS,
      ratePerSecond: env.RATE_PER_SECOND,
      rateBurst: env.RATE_BURST,
      addressRate: {
        perSecond: env.ADDRESS_RATE_PER_SECOND ?? ADDRESS_CLIENTS * env.RATE_PER_SECOND,
        burst: env.ADDRESS_RATE_BURST ?? ADDRESS_CLIENTS * env.RATE_BURST,
      },
      accounts: accountSettings(env),
      databasePoolSize: env.DATABASE_POOL_SIZE,
      leaseMs: env.LEASE_MS,
      leaseRenewMs: env.LEASE_RENEW_MS,
      spectatorHeartbeatMs: env.SPECTATOR_HEARTBEAT_MS,
      notify: notifySettings(env),
      playerLimits: {
        openChallenges: env.OPEN_CHALLENGES_PER_PLAYER,
        lobbyChallengesPerAddress: env.LOBBY_CHALLENGES_PER_ADDRESS,
        computerGames: env.COMPUTER_GAMES_PER_PLAYER,
        tournaments: env.TOURNAMENTS_PER_CREATOR,
        liveConnections: env.LIVE_CONNECTIONS_PER_PLAYER,
        gamesWatched: env.GAMES_WATCHED_PER_CONNECTION,
      },
    },
  };
}

/**
 * The load bench's settings, from environment variables read once (docs/performance.md names each). By default
 * it searches each setup for the most games it serves within the latency limit, stepping the game count up
 * until a step misses it; LOAD_BENCH_FULL=0 runs one quick load per setup instead.
 */
import { TOURNAMENT_PLAYERS } from '@katz/protocol';
import { z } from 'zod';

const SETUPS = ['pglite', 'postgres', 'postgres-2'] as const;
export type SetupName = (typeof SETUPS)[number];

const count = z.coerce.number().int().min(1).max(100_000);
const seconds = z.coerce.number().min(1).max(3600);

const ENVIRONMENT = z.object({
  LOAD_BENCH_FULL: z.enum(['0', '1']).default('1'),
  LOAD_BENCH_GAMES: count.optional(),
  LOAD_BENCH_STEP: count.default(250),
  LOAD_BENCH_MAX_GAMES: count.default(4000),
  LOAD_BENCH_PACE_MS: z
    .string()
    .regex(/^\d+-\d+$/, 'must be MIN-MAX in milliseconds, like 1000-2000')
    .default('1000-2000'),
  LOAD_BENCH_SECONDS: seconds.optional(),
  LOAD_BENCH_WARMUP_SECONDS: seconds.default(4),
  LOAD_BENCH_PROBES_PER_SECOND: z.coerce.number().min(0).max(100).default(2),
  LOAD_BENCH_LIMIT_MS: z.coerce.number().min(1).default(50),
  LOAD_BENCH_SETUPS: z
    .string()
    .default(SETUPS.join(','))
    .transform((text) => text.split(',').map((name) => name.trim()))
    .pipe(z.array(z.enum(SETUPS)).min(1)),
  LOAD_BENCH_CPU_PROF: z.string().min(1).optional(),
  // 0, or an arena's players: at least two, at most what one arena takes.
  LOAD_BENCH_ARENA_PLAYERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(TOURNAMENT_PLAYERS.max)
    .refine((players) => players === 0 || players >= TOURNAMENT_PLAYERS.min, 'must be 0 (off) or at least 2')
    .default(0),
  LOAD_BENCH_ARENA_ENDS_PER_SECOND: z.coerce.number().min(0.1).max(100).default(10),
  LOAD_BENCH_REVIEWS: z.enum(['0', '1']).default('0'),
  LOAD_BENCH_REVIEW_GAMES: count.default(30),
  LOAD_BENCH_REVIEW_TURNS: count.default(12),
  LOAD_BENCH_REVIEW_ROUNDS: count.max(20).default(1),
  LOAD_BENCH_REVIEW_NICE: z.coerce.number().int().min(0).max(19).optional(),
  KATZ_TEST_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
});

export interface LoadOptions {
  /** Search for the most games within the limit (true), or run one load of `games` (false). */
  readonly search: boolean;
  /** The games of the one load, or the first step of the search. */
  readonly games: number;
  readonly step: number;
  readonly maxGames: number;
  /** Each seat acts this long after its turn starts (or after its own last action), uniformly between. */
  readonly pace: { readonly minMs: number; readonly maxMs: number };
  /** How long each load is measured, after its games are made and a warm-up. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** New games made per second while measuring, to time a game's creation under load. */
  readonly probesPerSecond: number;
  /** Both 99th percentiles must stay under this for a step of the search to pass. */
  readonly limitMs: number;
  readonly setups: readonly SetupName[];
  /**
   * An arena played beside the load (arena-driver.ts): its players, and how many of its games the driver ends a
   * second; null for none.
   */
  readonly arena: { readonly players: number; readonly endsPerSecond: number } | null;
  /**
   * Reviews beside the load (review-feeder.ts): each load measured first with the servers' review keepers idle,
   * then while they compute reviews of `games` finished games of `turns` turns made beforehand, `rounds` times
   * (the keepers drained between); null for none.
   */
  readonly reviews: { readonly games: number; readonly turns: number; readonly rounds: number } | null;
  /** The servers' `REVIEW_NICE` (their review thread's nice value), or null for their default. */
  readonly reviewNice: number | null;
  /** A folder for the servers' CPU profiles (`node --cpu-prof`), or null for none. */
  readonly cpuProfileDir: string | null;
  readonly postgresUrl: string;
}

export function loadOptions(environment: NodeJS.ProcessEnv): LoadOptions {
  const parsed = ENVIRONMENT.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid load bench settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const search = env.LOAD_BENCH_FULL === '1';
  const [minMs = 0, maxMs = 0] = env.LOAD_BENCH_PACE_MS.split('-').map(Number);
  if (maxMs < minMs) throw new Error('LOAD_BENCH_PACE_MS: MIN must not exceed MAX');
  return {
    search,
    games: env.LOAD_BENCH_GAMES ?? (search ? env.LOAD_BENCH_STEP : 200),
    step: env.LOAD_BENCH_STEP,
    maxGames: env.LOAD_BENCH_MAX_GAMES,
    pace: { minMs, maxMs },
    seconds: env.LOAD_BENCH_SECONDS ?? (search ? 30 : 15),
    warmupSeconds: env.LOAD_BENCH_WARMUP_SECONDS,
    probesPerSecond: env.LOAD_BENCH_PROBES_PER_SECOND,
    limitMs: env.LOAD_BENCH_LIMIT_MS,
    setups: env.LOAD_BENCH_SETUPS,
    arena:
      env.LOAD_BENCH_ARENA_PLAYERS === 0
        ? null
        : { players: env.LOAD_BENCH_ARENA_PLAYERS, endsPerSecond: env.LOAD_BENCH_ARENA_ENDS_PER_SECOND },
    reviews:
      env.LOAD_BENCH_REVIEWS === '0'
        ? null
        : {
            games: env.LOAD_BENCH_REVIEW_GAMES,
            turns: env.LOAD_BENCH_REVIEW_TURNS,
            rounds: env.LOAD_BENCH_REVIEW_ROUNDS,
          },
    reviewNice: env.LOAD_BENCH_REVIEW_NICE ?? null,
    cpuProfileDir: env.LOAD_BENCH_CPU_PROF ?? null,
    postgresUrl: env.KATZ_TEST_DATABASE_URL ?? env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
}

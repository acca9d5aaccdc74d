import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  formatReport,
  JournalError,
  MatchError,
  openJournal,
  parseBotSpec,
  runMatch,
  type MatchProgress,
} from '@katz/bots/match';
import { failure, success, type CommandOutput } from '../output.js';
import { err, ok, type Result } from '@katz/engine';
import { integerOption } from './numbers.js';

/** More playout threads than any machine has cores would only make each search wait on them. */
const MAX_PLAYOUT_THREADS = 64;

/** How long an external bot may take for one action, unless --timeout-ms says otherwise. */
const DEFAULT_TIMEOUT_MS = 5000;
/** How long an external bot may take to start and say hello, unless --handshake-ms says otherwise. */
const HANDSHAKE_MS = 10000;

/**
 * `katz match <botA> <botB> --games N [--seed S] [--jobs J] [--json]`: a duplicate match on worker threads.
 * Prints the table (or one JSON object with --json); progress goes to standard error.
 */
/** `katz match`'s options (docs/bots.md, "The match runner"). */
const MATCH_OPTIONS = {
  games: { type: 'string' },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  json: { type: 'boolean', default: false },
  pretty: { type: 'boolean', default: false },
  iterations: { type: 'string' },
  'budget-ms': { type: 'string' },
  'turn-ms': { type: 'string' },
  'playout-threads': { type: 'string' },
  'timeout-ms': { type: 'string' },
  'handshake-ms': { type: 'string' },
  journal: { type: 'string' },
} as const;

/** The match's whole-number options, each checked; `--games` is required. */
function matchNumbers(values: Readonly<Record<string, unknown>>) {
  const read = (flag: string) => integerOption(values[flag] as string | undefined, `--${flag}`);
  const games = read('games');
  if (!games.ok) return games;
  if (games.value === undefined) return err('--games is required: how many games to play');
  const others = {
    jobs: read('jobs'),
    timeout: read('timeout-ms'),
    handshake: read('handshake-ms'),
    iterations: read('iterations'),
    budget: read('budget-ms'),
    turn: read('turn-ms'),
    threads: read('playout-threads'),
  };
  for (const option of Object.values(others)) if (!option.ok) return option;
  const value = (option: Result<number | undefined, string>) => (option.ok ? option.value : undefined);
  return ok({
    games: games.value,
    jobs: value(others.jobs),
    timeout: value(others.timeout),
    handshake: value(others.handshake),
    iterations: value(others.iterations),
    budget: value(others.budget),
    turn: value(others.turn),
    threads: value(others.threads),
  });
}

export async function matchCommand(
  args: readonly string[],
  onProgress: (progress: MatchProgress) => void,
  signal?: AbortSignal,
): Promise<CommandOutput | string> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: MATCH_OPTIONS,
    strict: true,
  });
  if (positionals.length !== 2) {
    return failure({
      error: `katz match takes two bots, like "katz match solid first --games 100", not ${positionals.length}`,
    });
  }
  const specs = positionals.map(parseBotSpec);
  const [a, b] = specs;
  if (!a?.ok || !b?.ok)
    return failure({ error: [a, b].flatMap((spec) => (spec?.ok === false ? [spec.error] : []))[0] });
  const numbers = matchNumbers(values);
  if (!numbers.ok) return failure({ error: numbers.error });
  const { games, jobs, timeout, handshake, iterations, budget, turn, threads } = numbers.value;
  if ((threads ?? 0) > MAX_PLAYOUT_THREADS)
    return failure({
      error: `--playout-threads must be at most ${MAX_PLAYOUT_THREADS}, not ${threads}`,
    });
  if (values.journal !== undefined && values.seed === undefined) {
    return failure({ error: '--journal needs --seed: a match is resumed by playing the same deals' });
  }
  const seed = values.seed ?? randomBytes(8).toString('hex');
  const play = {
    iterations: iterations,
    budgetMs: budget,
    turnMs: turn,
    playoutThreads: threads,
  };
  try {
    const journal =
      values.journal === undefined
        ? undefined
        : openJournal(values.journal, {
            a: positionals[0] ?? '',
            b: positionals[1] ?? '',
            seed,
            games: games,
            play,
          });
    const report = await runMatch({
      a: a.value,
      b: b.value,
      games: games,
      seed,
      jobs: jobs ?? availableParallelism(),
      seats: {
        handshakeMs: handshake ?? HANDSHAKE_MS,
        decisionMs: timeout ?? DEFAULT_TIMEOUT_MS,
        ...(iterations !== undefined && { iterations: iterations }),
        ...(budget !== undefined && { budgetMs: budget }),
        ...(turn !== undefined && { turnMs: turn }),
        ...(threads !== undefined && { playoutThreads: threads }),
      },
      onProgress,
      ...(signal !== undefined && { signal }),
      ...(journal !== undefined && { journal }),
    });
    return values.json ? success(report) : formatReport(report);
  } catch (error) {
    if (error instanceof MatchError || error instanceof JournalError)
      return failure({ error: error.message });
    throw error;
  }
}

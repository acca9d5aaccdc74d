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
export async function matchCommand(
  args: readonly string[],
  onProgress: (progress: MatchProgress) => void,
  signal?: AbortSignal,
): Promise<CommandOutput | string> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
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
    },
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
  const games = integerOption(values.games, '--games');
  const jobs = integerOption(values.jobs, '--jobs');
  const timeout = integerOption(values['timeout-ms'], '--timeout-ms');
  const handshake = integerOption(values['handshake-ms'], '--handshake-ms');
  const iterations = integerOption(values.iterations, '--iterations');
  const budget = integerOption(values['budget-ms'], '--budget-ms');
  const turn = integerOption(values['turn-ms'], '--turn-ms');
  const threads = integerOption(values['playout-threads'], '--playout-threads');
  if (!games.ok) return failure({ error: games.error });
  if (games.value === undefined) return failure({ error: '--games is required: how many games to play' });
  if (!jobs.ok) return failure({ error: jobs.error });
  if (!timeout.ok) return failure({ error: timeout.error });
  if (!handshake.ok) return failure({ error: handshake.error });
  if (!iterations.ok) return failure({ error: iterations.error });
  if (!budget.ok) return failure({ error: budget.error });
  if (!turn.ok) return failure({ error: turn.error });
  if (!threads.ok) return failure({ error: threads.error });
  if ((threads.value ?? 0) > MAX_PLAYOUT_THREADS)
    return failure({
      error: `--playout-threads must be at most ${MAX_PLAYOUT_THREADS}, not ${threads.value}`,
    });
  if (values.journal !== undefined && values.seed === undefined) {
    return failure({ error: '--journal needs --seed: a match is resumed by playing the same deals' });
  }
  const seed = values.seed ?? randomBytes(8).toString('hex');
  const play = {
    iterations: iterations.value,
    budgetMs: budget.value,
    turnMs: turn.value,
    playoutThreads: threads.value,
  };
  try {
    const journal =
      values.journal === undefined
        ? undefined
        : openJournal(values.journal, {
            a: positionals[0] ?? '',
            b: positionals[1] ?? '',
            seed,
            games: games.value,
            play,
          });
    const report = await runMatch({
      a: a.value,
      b: b.value,
      games: games.value,
      seed,
      jobs: jobs.value ?? availableParallelism(),
      seats: {
        handshakeMs: handshake.value ?? HANDSHAKE_MS,
        decisionMs: timeout.value ?? DEFAULT_TIMEOUT_MS,
        ...(iterations.value !== undefined && { iterations: iterations.value }),
        ...(budget.value !== undefined && { budgetMs: budget.value }),
        ...(turn.value !== undefined && { turnMs: turn.value }),
        ...(threads.value !== undefined && { playoutThreads: threads.value }),
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

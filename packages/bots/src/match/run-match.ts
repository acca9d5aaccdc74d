/**
 * A match: N games between bots A and B, as N/2 deals each played twice with the seats swapped, spread over
 * worker threads (play-on-workers.ts). Results do not depend on how many workers play them: every game's deal and
 * every bot's seed follow from the match seed and the game's number.
 */
import { Worker } from 'node:worker_threads';
import { specName, type BotSpec } from './bot-spec.js';
import type { Journal } from './journal.js';
import { MatchError } from './match-error.js';
import { playOnWorkers } from './play-on-workers.js';
import type { SeatOptions } from './seat.js';
import { summarize, type Interval, type MatchGame, type MatchSummary } from './stats.js';
import type { ToWorker, WorkerSetup } from './worker-messages.js';

export { MatchError } from './match-error.js';

export interface MatchOptions {
  readonly a: BotSpec;
  readonly b: BotSpec;
  /** An even number: every deal is played twice. */
  readonly games: number;
  readonly seed: string;
  readonly jobs: number;
  readonly seats: Omit<SeatOptions, 'seed'>;
  /** Called after every game with the figures so far. */
  readonly onProgress?: (progress: MatchProgress) => void;
  /**
   * Stops the match (Ctrl-C): it then fails with a MatchError, after its workers have stopped their seats,
   * external programs and what they started included.
   */
  readonly signal?: AbortSignal;
  /** Where finished games are kept: the games it already holds are not played again. */
  readonly journal?: Pick<Journal, 'earlier' | 'record'>;
}

export interface MatchProgress {
  readonly done: number;
  readonly games: number;
  /** Of the games done, those taken from the journal. */
  readonly resumed: number;
  /** A's score over the games done, with its 95% interval. */
  readonly score: Interval;
  readonly elapsedMs: number;
}

export interface MatchReport extends MatchSummary {
  readonly a: string;
  readonly b: string;
  readonly seed: string;
  readonly deals: number;
  readonly jobs: number;
  /** Games taken from the journal, played by an earlier run (not counted in `elapsedMs`). */
  readonly resumed: number;
  readonly elapsedMs: number;
  /** The first few forfeits, with the reason each bot gave. */
  readonly forfeits: readonly { game: number; bot: string; kind: string; message: string }[];
}

const WORKER_URL = new URL('./worker.js', import.meta.url);
const FORFEITS_SHOWN = 10;

/** Asks each worker to stop its seats (external programs and all) and waits for it, or ends it after 3 s. */
async function stopWorkers(workers: readonly Worker[]): Promise<void> {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            void worker.terminate().then(() => {
              resolve();
            });
          }, 3000);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          const stop: ToWorker = { type: 'stop' };
          worker.postMessage(stop);
        }),
    ),
  );
}

export async function runMatch(options: MatchOptions): Promise<MatchReport> {
  const { games, jobs } = options;
  if (!Number.isInteger(games) || games < 2 || games % 2 !== 0) {
    throw new MatchError(
      `--games must be an even number of at least 2 (each deal is played twice), not ${games}`,
    );
  }
  const started = performance.now();
  const setup: WorkerSetup = {
    a: options.a,
    b: options.b,
    seed: options.seed,
    seats: { ...options.seats, seed: options.seed },
  };
  const played: MatchGame[] = [...(options.journal?.earlier ?? [])];
  const resumed = played.length;
  const workers = Array.from(
    { length: played.length === games ? 0 : Math.max(1, Math.min(jobs, games - played.length)) },
    () => new Worker(WORKER_URL, { workerData: setup }),
  );

  await playOnWorkers(workers, {
    games,
    played,
    signal: options.signal,
    onResult: (game) => {
      options.journal?.record(game);
      played.push(game);
      options.onProgress?.({
        done: played.length,
        games,
        resumed,
        score: summarize(played).score,
        elapsedMs: performance.now() - started,
      });
    },
  }).finally(() => stopWorkers(workers));

  return {
    a: specName(options.a),
    b: specName(options.b),
    seed: options.seed,
    deals: games / 2,
    jobs: workers.length,
    resumed,
    ...summarize(played),
    elapsedMs: performance.now() - started,
    forfeits: forfeitsOf(played, options),
  };
}

/** The first few forfeits by game number, with the reason each bot gave. */
function forfeitsOf(played: readonly MatchGame[], options: MatchOptions): MatchReport['forfeits'] {
  return [...played]
    .sort((x, y) => x.index - y.index)
    .flatMap(({ index, aPlayer, result: { forfeit } }) =>
      forfeit
        ? [
            {
              game: index,
              bot: specName(forfeit.player === aPlayer ? options.a : options.b),
              kind: forfeit.kind,
              message: forfeit.message,
            },
          ]
        : [],
    )
    .slice(0, FORFEITS_SHOWN);
}

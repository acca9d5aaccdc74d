/**
 * A match: N games between bots A and B, as N/2 deals each played twice with the seats swapped, spread over
 * worker threads. Results do not depend on how many workers play them: every game's deal and every bot's seed
 * follow from the match seed and the game's number.
 */
import { Worker } from 'node:worker_threads';
import { specName, type BotSpec } from './bot-spec.js';
import type { SeatOptions } from './seat.js';
import { summarize, type Interval, type MatchSummary, type PlayedGame } from './stats.js';
import type { FromWorker, ToWorker, WorkerSetup } from './worker-messages.js';

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
}

export interface MatchProgress {
  readonly done: number;
  readonly games: number;
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
  readonly elapsedMs: number;
  /** The first few forfeits, with the reason each bot gave. */
  readonly forfeits: readonly { game: number; bot: string; kind: string; message: string }[];
}

const WORKER_URL = new URL('./worker.js', import.meta.url);
const FORFEITS_SHOWN = 10;

export class MatchError extends Error {
  override readonly name = 'MatchError';
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
  const played: PlayedGame[] = [];
  const forfeits: MatchReport['forfeits'][number][] = [];
  let next = 0;
  const workers = Array.from(
    { length: Math.max(1, Math.min(jobs, games)) },
    () => new Worker(WORKER_URL, { workerData: setup }),
  );

  await new Promise<void>((resolve, reject) => {
    let finished = false;
    const fail = (message: string) => {
      if (finished) return;
      finished = true;
      reject(new MatchError(message));
    };
    const interrupted = () => {
      fail(`the match was interrupted after ${played.length} of ${games} games`);
    };
    if (options.signal?.aborted) interrupted();
    options.signal?.addEventListener('abort', interrupted, { once: true });
    const hand = (worker: Worker) => {
      if (next < games) {
        const message: ToWorker = { type: 'play', index: next++ };
        worker.postMessage(message);
      }
    };
    for (const worker of workers) {
      worker.on('error', (error) => {
        fail(`a match worker failed: ${error.message}`);
      });
      worker.on('message', (message: FromWorker) => {
        if (finished) return;
        switch (message.type) {
          case 'ready':
            hand(worker);
            return;
          case 'fatal':
            fail(message.message);
            return;
          case 'result': {
            const game: PlayedGame = { deal: message.deal, aPlayer: message.aPlayer, result: message.result };
            played.push(game);
            const { forfeit } = message.result;
            if (forfeit && forfeits.length < FORFEITS_SHOWN) {
              const bot = forfeit.player === message.aPlayer ? options.a : options.b;
              forfeits.push({
                game: message.index,
                bot: specName(bot),
                kind: forfeit.kind,
                message: forfeit.message,
              });
            }
            options.onProgress?.({
              done: played.length,
              games,
              score: summarize(played).score,
              elapsedMs: performance.now() - started,
            });
            if (played.length === games) {
              finished = true;
              resolve();
            } else hand(worker);
          }
        }
      });
    }
  }).finally(async () => {
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
  });

  return {
    a: specName(options.a),
    b: specName(options.b),
    seed: options.seed,
    deals: games / 2,
    jobs: workers.length,
    ...summarize(played),
    elapsedMs: performance.now() - started,
    forfeits,
  };
}

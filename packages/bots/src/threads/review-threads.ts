/**
 * A game review on several of Node's worker threads (`katz review`, the review's benches): the jobs go out in
 * the game's order, each to the next thread free, so the first decisions' figures come first. Each job's
 * figures depend on the review's seed and the job alone, so the review is the same on any number of threads.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameRecord } from '@katz/engine';
import {
  assembleReview,
  gameSteps,
  reviewJobs,
  type GameReview,
  type JobResult,
  type ReviewProgress,
  type ReviewSettings,
} from '../review/index.js';

/** How a caller that shares its machine paces a review (the server's kept reviews, docs/review.md). */
export interface ReviewPacing {
  /** Awaited before each job is handed out: a server waits here while its computer players are at work. */
  readonly beforeJob?: () => Promise<void>;
  /** Stops the review: no job is handed out any more, the threads end, and the promise rejects. */
  readonly signal?: AbortSignal;
  /**
   * How much lower the threads' priority is than the caller's, where the system sets one per thread (Linux: their
   * nice value raised by this, to 19 at most, the lowest): a server lets its own threads (its requests, its
   * database's thread) and other processes come first while cores are short, and reviews on whatever is left.
   */
  readonly niceness?: number;
}

/** What a review thread is started with (review-thread.ts). */
export interface ReviewThreadData {
  readonly settings: ReviewSettings;
  readonly niceness: number | null;
}

type ThreadReply =
  { readonly ok: true; readonly result: JobResult } | { readonly ok: false; readonly message: string };

/** The thread's compiled script: beside this module in the build, or the build's copy when run from sources. */
function threadScript(): URL {
  const beside = new URL('./review-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../../dist/src/threads/review-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`the review thread is not built (${fileURLToPath(built)}): run "npm run build" first`);
}

/**
 * Reviews `record` on `threads` worker threads; `onProgress` hears of every job as it is done, and `pacing` may
 * hold each job back or stop the review.
 */
export async function reviewOnThreads(
  record: GameRecord,
  settings: ReviewSettings,
  threads: number,
  onProgress?: (progress: ReviewProgress) => void,
  pacing: ReviewPacing = {},
): Promise<GameReview> {
  const steps = gameSteps(record);
  const jobs = reviewJobs(steps);
  const results: JobResult[] = [];
  const script = threadScript();
  const workers = Array.from(
    { length: Math.max(1, Math.min(threads, jobs.length)) },
    () =>
      new Worker(script, {
        workerData: { settings, niceness: pacing.niceness ?? null } satisfies ReviewThreadData,
      }),
  );
  try {
    let next = 0;
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const stopped = () => new Error(`the review was stopped: ${String(pacing.signal?.reason)}`);
            const give = async () => {
              if (next < jobs.length) await pacing.beforeJob?.();
              if (pacing.signal?.aborted) {
                reject(stopped());
                return;
              }
              // Another thread may have taken the last job while this one waited.
              if (next === jobs.length) {
                resolve();
                return;
              }
              worker.postMessage(jobs[next++]);
            };
            const giveNext = () => {
              give().catch(reject);
            };
            pacing.signal?.addEventListener('abort', () => {
              reject(stopped());
            });
            worker.on('message', (reply: ThreadReply) => {
              if (!reply.ok) {
                reject(new Error(`a review thread failed: ${reply.message}`));
                return;
              }
              results.push(reply.result);
              onProgress?.({ done: results.length, total: jobs.length, result: reply.result });
              giveNext();
            });
            worker.on('error', reject);
            giveNext();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return assembleReview(steps, results, settings);
}

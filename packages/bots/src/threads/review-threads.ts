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

/** Reviews `record` on `threads` worker threads; `onProgress` hears of every job as it is done. */
export async function reviewOnThreads(
  record: GameRecord,
  settings: ReviewSettings,
  threads: number,
  onProgress?: (progress: ReviewProgress) => void,
): Promise<GameReview> {
  const steps = gameSteps(record);
  const jobs = reviewJobs(steps);
  const results: JobResult[] = [];
  const script = threadScript();
  const workers = Array.from(
    { length: Math.max(1, Math.min(threads, jobs.length)) },
    () => new Worker(script, { workerData: settings }),
  );
  try {
    let next = 0;
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const give = () => {
              if (next === jobs.length) {
                resolve();
                return;
              }
              worker.postMessage(jobs[next++]);
            };
            worker.on('message', (reply: ThreadReply) => {
              if (!reply.ok) {
                reject(new Error(`a review thread failed: ${reply.message}`));
                return;
              }
              results.push(reply.result);
              onProgress?.({ done: results.length, total: jobs.length, result: reply.result });
              give();
            });
            worker.on('error', reject);
            give();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return assembleReview(steps, results, settings);
}

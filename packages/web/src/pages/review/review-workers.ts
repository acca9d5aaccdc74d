/**
 * A finished game's review computed in this browser's Web Workers (docs/review.md, "Where it is computed"): the
 * jobs go out in the game's order, each to the next worker free, so the first turns' figures, marks included,
 * show within seconds while the rest follow. The figures are those of `katz review` for the same record and seed.
 */
import type { GameRecord } from '@katz/engine';
import {
  assembleReview,
  gameSteps,
  reviewedDecision,
  reviewJobs,
  type GameReview,
  type JobResult,
  type ReviewedDecision,
  type ReviewSettings,
} from '@katz/bots/review';
import type { ReviewWorkerMessage, ReviewWorkerReply } from './review-worker.js';

/** How the workers' review stands: what the page shows meanwhile, and the review once done. */
export type WorkersState =
  | {
      readonly state: 'working';
      readonly done: number;
      readonly total: number;
      /** The decisions reviewed so far, in the game's order. */
      readonly decisions: readonly ReviewedDecision[];
    }
  | { readonly state: 'done'; readonly review: GameReview }
  | { readonly state: 'failed'; readonly message: string };

/**
 * Workers for a review: one per core, at most four. The page itself only draws a progress bar meanwhile, so it
 * needs no core of its own; past four, a phone's small cores add heat more than speed.
 */
function workerCount(): number {
  return Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
}

/** Starts the review; `onState` hears of every step. Answers the function that stops the workers. */
export function reviewInWorkers(
  record: GameRecord,
  settings: ReviewSettings,
  onState: (state: WorkersState) => void,
): () => void {
  const steps = gameSteps(record);
  const jobs = reviewJobs(steps);
  if (jobs.length === 0) {
    onState({ state: 'done', review: assembleReview(steps, [], settings) });
    return () => undefined;
  }
  const results: JobResult[] = [];
  const decisions: ReviewedDecision[] = [];
  let next = 0;
  let stopped = false;
  const workers = Array.from({ length: Math.min(workerCount(), jobs.length) }, () => {
    const worker = new Worker(new URL('./review-worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage({ kind: 'start', settings } satisfies ReviewWorkerMessage);
    return worker;
  });
  const stop = () => {
    stopped = true;
    for (const worker of workers) worker.terminate();
  };
  const give = (worker: Worker) => {
    const job = jobs[next++];
    if (job !== undefined) worker.postMessage({ kind: 'job', job } satisfies ReviewWorkerMessage);
  };
  onState({ state: 'working', done: 0, total: jobs.length, decisions: [] });
  for (const worker of workers) {
    worker.onmessage = ({ data }: MessageEvent<ReviewWorkerReply>) => {
      if (stopped) return;
      if (!data.ok) {
        stop();
        onState({ state: 'failed', message: data.message });
        return;
      }
      results.push(data.result);
      if (data.result.kind === 'decision') {
        const { figures } = data.result;
        const step = steps.decisions[figures.index];
        if (step !== undefined) decisions.push(reviewedDecision(step, figures));
        decisions.sort((a, b) => a.index - b.index);
      }
      if (results.length === jobs.length) {
        stop();
        onState({ state: 'done', review: assembleReview(steps, results, settings) });
        return;
      }
      onState({ state: 'working', done: results.length, total: jobs.length, decisions: [...decisions] });
      give(worker);
    };
    worker.onerror = (event) => {
      stop();
      onState({ state: 'failed', message: event.message });
    };
    give(worker);
  }
  return stop;
}

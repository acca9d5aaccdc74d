/**
 * A whole game reviewed on one thread, jobs in the game's order, each decision's figures reported as it is
 * done. Callers with more cores run `reviewJobs` on several (`JobRunner` on each) and `assembleReview` the
 * results: the review is the same.
 */
import type { GameRecord } from '@katz/engine';
import { assembleReview } from './assemble-review.js';
import { gameSteps } from './game-steps.js';
import type { GameReview } from './review-format.js';
import { JobRunner, reviewJobs, type JobResult } from './review-jobs.js';
import { REVIEW_SETTINGS, type ReviewSettings } from './review-settings.js';

export interface ReviewProgress {
  /** Jobs done and in all. */
  readonly done: number;
  readonly total: number;
  readonly result: JobResult;
}

export async function reviewGame(
  record: GameRecord,
  settings: ReviewSettings = REVIEW_SETTINGS,
  onProgress?: (progress: ReviewProgress) => void,
): Promise<GameReview> {
  const steps = gameSteps(record);
  const jobs = reviewJobs(steps);
  const runner = new JobRunner(settings);
  const results: JobResult[] = [];
  for (const job of jobs) {
    const result = await runner.run(job);
    results.push(result);
    onProgress?.({ done: results.length, total: jobs.length, result });
  }
  return assembleReview(steps, results, settings);
}

/**
 * The strong level's own decisions are seldom marked a blunder (docs/review.md, "Marks": at most 5%): a game of
 * it (at 300 playouts, a twentieth of its own, to keep the test light) against solid, reviewed at the review's
 * settings, its decisions only.
 */
import { describe, expect, it } from 'vitest';
import { gameSteps } from '../../src/review/game-steps.js';
import { JobRunner, reviewJobs } from '../../src/review/review-jobs.js';
import { REVIEW_SETTINGS } from '../../src/review/review-settings.js';
import { levelGame } from './review-games.js';

describe("the strong level's decisions", () => {
  it('are marked a blunder at most one time in twenty', async () => {
    const record = await levelGame('strong1', ['strong', 'solid']);
    const steps = gameSteps(record);
    const runner = new JobRunner(REVIEW_SETTINGS);
    const marks: (string | null)[] = [];
    for (const job of reviewJobs(steps)) {
      if (job.kind !== 'decision' || steps.decisions[job.index]!.seat !== 0) continue;
      const result = await runner.run(job);
      if (result.kind === 'decision') marks.push(result.figures.mark);
    }
    expect(marks.length).toBeGreaterThan(20);
    const blunders = marks.filter((mark) => mark === 'blunder').length;
    expect(blunders / marks.length).toBeLessThanOrEqual(0.05);
  }, 1_200_000);
});

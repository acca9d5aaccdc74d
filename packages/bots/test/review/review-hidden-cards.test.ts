/**
 * The review never reads a card the seat could not see: two records that differ only in such cards (the
 * other hand, both stocks below their tops, the draw pile, reshuffled) give the same figures for the seat's
 * decision. Checked at decisions throughout a game, each from a position reshuffled by fast-check's seed.
 */
import fc from 'fast-check';
import { apply, type Action, type Position } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import { gameSteps } from '../../src/review/game-steps.js';
import { JobRunner, reviewJobs, type ReviewJob } from '../../src/review/review-jobs.js';
import { dealt, reshuffleHidden } from '../positions.js';
import { LIGHT_SETTINGS, levelGame } from './review-games.js';

/** The position before each action of a record. */
function positionsOf(start: Position, actions: readonly Action[]): Position[] {
  const positions = [start];
  for (const action of actions) {
    const applied = apply(positions.at(-1)!, action);
    if (!applied.ok) throw new Error(applied.error.message);
    positions.push(applied.value.position);
  }
  return positions;
}

describe('the review reads only what the seat saw', () => {
  it('gives a decision the same figures whatever the cards hidden from its seat', async () => {
    const record = await levelGame('hidden1');
    const steps = gameSteps(record);
    const positions = positionsOf(dealt(record.seed), record.actions);
    const runner = new JobRunner(LIGHT_SETTINGS);
    const jobs = reviewJobs(steps);
    const jobOf = (index: number): ReviewJob =>
      jobs.find((job) => job.kind === 'decision' && job.index === index)!;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: steps.decisions.length - 1 }),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        async (index, shuffleSeed) => {
          const decision = steps.decisions[index]!;
          const other = reshuffleHidden(positions[decision.firstAction]!, shuffleSeed);
          // The other record: from the reshuffled position, the same actions of the decision.
          const otherSteps = gameSteps({ position: other, actions: decision.actions });
          const otherJob = reviewJobs(otherSteps)[0]!;
          expect(otherJob.view).toEqual(decision.view);
          // The same job index, so that only the record differs.
          const figures = await runner.run(jobOf(index));
          const otherFigures = await runner.run({ ...otherJob, index });
          expect(otherFigures).toEqual(figures);
        },
      ),
      { numRuns: 8, seed: 60 },
    );
  });
});

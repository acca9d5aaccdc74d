/**
 * A review as independent jobs: each decision, and each refill at a turn's end, is estimated on its own from the
 * seat's view, with random numbers from the review's seed and the job's index alone. So the jobs may run in
 * any order, on any number of threads or Web Workers, and the review is the same; a job is plain data that
 * survives `postMessage`.
 */
import type { PositionView } from '@katz/engine';
import type { ActionCode } from '@katz/engine/core';
import { seatDeterminizer } from '../view-state.js';
import { estimateOf, type Estimate } from './estimate.js';
import type { GameSteps } from './game-steps.js';
import { DecisionReviewer, jobRandom, type DecisionFigures } from './review-decision.js';
import type { ReviewSettings } from './review-settings.js';
import { WinChances } from './win-chances.js';
import type { WorldSampler } from '../search/plan-search.js';

export type ReviewJob =
  | {
      readonly kind: 'decision';
      readonly index: number;
      readonly view: PositionView;
      readonly codes: readonly ActionCode[];
    }
  /** The chances of the seat whose view it is, after its refill at a turn's end (`index`: the draw's). */
  | { readonly kind: 'draw'; readonly index: number; readonly view: PositionView };

export type JobResult =
  | { readonly kind: 'decision'; readonly figures: DecisionFigures }
  | { readonly kind: 'draw'; readonly index: number; readonly chance: Estimate };

/** The jobs of a game, in the game's order: a refill's job right after the decision that ended with it. */
export function reviewJobs(steps: GameSteps): ReviewJob[] {
  const jobs: ReviewJob[] = [];
  for (const decision of steps.decisions) {
    jobs.push({ kind: 'decision', index: decision.index, view: decision.view, codes: decision.codes });
    steps.draws.forEach((draw, index) => {
      if (draw.decision === decision.index && draw.view !== null)
        jobs.push({ kind: 'draw', index, view: draw.view });
    });
  }
  return jobs;
}

/** Runs review jobs on one thread, with the buffers of its searches kept from job to job. */
export class JobRunner {
  private readonly decisions: DecisionReviewer;
  private readonly chances: WinChances;

  constructor(private readonly settings: ReviewSettings) {
    this.decisions = new DecisionReviewer(settings);
    // One turn end fewer than a decision's playouts: the refill comes after the turn's discard, the first turn
    // end the decision's playouts count, so its chances end on the same turn as those of the decision before
    // it, which are the chances before the draw, and the luck compares the learned value at one moment.
    this.chances = new WinChances(settings.horizon === 0 ? Infinity : Math.max(1, settings.horizon - 1));
  }

  async run(job: ReviewJob): Promise<JobResult> {
    if (job.kind === 'decision') return { kind: 'decision', figures: await this.decisions.review(job) };
    const worlds = seatDeterminizer(job.view);
    const outcomes: number[][] = [[]];
    const sample: WorldSampler = (random, into) => worlds.sample(random, into);
    const random = jobRandom(this.settings, 'draw', job.index);
    this.chances.extend(sample, random, [[]], worlds.me, this.settings.drawWorlds, outcomes);
    return { kind: 'draw', index: job.index, chance: estimateOf(outcomes[0]!) };
  }
}

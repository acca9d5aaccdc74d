/**
 * A player's second try at a decision (docs/review.md, "Learn from your mistakes"): the turn they try now is
 * weighed as the review weighed the decision, from the same view and in the same sampled worlds, beside the turn
 * they played and the best turn the review found, so that the three chances differ only by the turns. The try is
 * as good as the best where it reaches the best turn's position, or where the best is not ahead of it by more than
 * an inaccuracy's threshold and three standard errors; better than what was played where it is ahead of that by as
 * much; worse otherwise. Where it falls short of the best, the reasons say why the best is better (turn-reasons.ts).
 */
import { encodeAction, type Action, type PositionView } from '@katz/engine';
import { createCoreState, type ActionCode } from '@katz/engine/core';
import type { WorldSampler } from '../search/plan-search.js';
import { seatDeterminizer } from '../view-state.js';
import { estimateOf, pairedDifference, type Estimate } from './estimate.js';
import { MARK_MARGIN, MARK_THRESHOLDS } from './marks.js';
import { jobRandom } from './review-decision.js';
import type { ReviewSettings } from './review-settings.js';
import { turnReasons, type TurnReason } from './turn-reasons.js';
import { samePosition, WinChances } from './win-chances.js';

/** What a try earned: as good as the best turn, better than the turn played, or neither. */
export type AttemptJudgement = 'best' | 'better' | 'worse';

export interface JudgedAttempt {
  readonly judgement: AttemptJudgement;
  /** The seat's chance after the try, after the turn played, and after the best turn, in the same worlds. */
  readonly attempt: number;
  readonly played: number;
  readonly best: number;
  /** The best turn's chance less the try's, world by world. */
  readonly shortOfBest: Estimate;
  /** The try's chance less the played turn's, world by world. */
  readonly overPlayed: Estimate;
  /** Why the best turn is better than the try; empty where the try is as good. */
  readonly reasons: readonly TurnReason[];
}

/** The decision being tried again: its index in the review, the seat's view, the turn played and the best. */
export interface AttemptJob {
  readonly index: number;
  readonly view: PositionView;
  readonly played: readonly Action[];
  readonly best: readonly Action[];
}

/** Whether `gain` is clear: above an inaccuracy's threshold by three of its standard errors. */
const clearlyAhead = (gain: Estimate): boolean =>
  gain.mean - MARK_MARGIN * gain.error > MARK_THRESHOLDS.inaccuracy;

export class AttemptJudge {
  private readonly chances: WinChances;
  private readonly scratch = [createCoreState(), createCoreState()] as const;
  private readonly world = createCoreState();

  constructor(private readonly settings: ReviewSettings) {
    this.chances = new WinChances(settings.horizon === 0 ? Infinity : settings.horizon);
  }

  judge(job: AttemptJob, attempt: readonly Action[]): JudgedAttempt {
    const worlds = seatDeterminizer(job.view);
    const sample: WorldSampler = (random, into) => worlds.sample(random, into);
    const plans: (readonly ActionCode[])[] = [attempt, job.played, job.best].map((turn) =>
      turn.map(encodeAction),
    );
    const outcomes = plans.map(() => [] as number[]);
    // The review's own worlds of this decision: the same stream, so that its chances come out again.
    this.chances.extend(
      sample,
      jobRandom(this.settings, 'worlds', job.index),
      plans,
      worlds.me,
      this.settings.worlds,
      outcomes,
    );
    const [tried = [], played = [], best = []] = outcomes;
    sample(jobRandom(this.settings, 'search', job.index), this.world);
    const reachesBest = samePosition(this.world, plans[0] ?? [], plans[2] ?? [], this.scratch);
    const shortOfBest = reachesBest ? { mean: 0, error: 0 } : pairedDifference(best, tried);
    const overPlayed = pairedDifference(tried, played);
    const judgement: AttemptJudgement =
      reachesBest || !clearlyAhead(shortOfBest) ? 'best' : clearlyAhead(overPlayed) ? 'better' : 'worse';
    return {
      judgement,
      attempt: estimateOf(tried).mean,
      played: estimateOf(played).mean,
      best: estimateOf(best).mean,
      shortOfBest,
      overPlayed,
      reasons: judgement === 'best' ? [] : turnReasons(job.view, attempt, job.best),
    };
  }
}

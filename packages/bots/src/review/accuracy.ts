/**
 * A player's accuracy, 0 to 100 (docs/review.md, "Accuracy"): over the decisions where they had a choice, the
 * average of 100 × e^(−c / ½ point), where c is what the decision cost beyond the noise of its estimate (its cost
 * less three standard errors, at least 0). A decision that cost nothing measurable counts 100; one that cost a
 * mistake's worth, half a point of the chance to win, counts 37; a point, 14; a blunder's 3 points, 0.2. The
 * scale is a mistake's threshold because that is what a decision costs when it is wrong by any player's
 * reckoning; measured over games of each level against solid, the accuracy so ranks the levels random, novice,
 * beginner, solid, strong, apart (docs/review.md, "Accuracy", with the table and its command). Beyond the
 * noise, because every estimate has some: a player who played the search's own turns throughout would otherwise
 * score below 100 by the luck of the sampled worlds.
 */
import type { Estimate } from './estimate.js';
import { MARK_MARGIN, MARK_THRESHOLDS } from './marks.js';

/** The cost (in chance to win) at which a decision's accuracy falls to 1/e of full: a mistake's threshold. */
export const ACCURACY_SCALE = MARK_THRESHOLDS.mistake;

/** One decision's accuracy, 0 to 100. */
function decisionAccuracy(cost: Estimate): number {
  const beyondNoise = Math.max(0, cost.mean - MARK_MARGIN * cost.error);
  return 100 * Math.exp(-beyondNoise / ACCURACY_SCALE);
}

/** The average accuracy of the decisions with a choice; 100 where there were none. */
export function accuracyOf(costs: readonly Estimate[]): number {
  if (costs.length === 0) return 100;
  return costs.reduce((sum, cost) => sum + decisionAccuracy(cost), 0) / costs.length;
}

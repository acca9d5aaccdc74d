/**
 * A player's accuracy, 0 to 100 (docs/review.md, "Accuracy"): over the decisions where they had a choice,
 * the average of 100 × e^(−c / 0.1), where c is what the decision cost beyond the noise of its estimate (its
 * cost less three standard errors, at least 0). A decision that cost nothing measurable counts 100; one that
 * cost 10 points of the chance to win counts 37, 20 points 14. The cost beyond the noise, because every
 * estimate has some: a player who played the search's own turns throughout would otherwise score below 100 by
 * the luck of the sampled worlds.
 */
import type { Estimate } from './estimate.js';
import { MARK_MARGIN } from './marks.js';

/** The cost (in chance to win) at which a decision's accuracy falls to 1/e of full. */
export const ACCURACY_SCALE = 0.1;

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

/**
 * A player's accuracy, 0 to 100 (docs/review.md, "Accuracy"): over the decisions where they had a choice and the
 * odds could tell the turns apart, the average of 100 × e^(−c / s), where c is what the decision cost in the odds
 * of winning (the log-odds of the best turn's chance less the played turn's), beyond one standard error of its
 * estimate, and s is what a mistake costs in an even game (half a point at 50%: 0.02 in log-odds). A decision
 * that cost nothing measurable counts 100; a mistake in an even game 37, and so does one that cut the odds by as
 * much in a game nearly decided.
 *
 * In odds, because the chance to win moves little near 0 and 1 whatever one does: taking it from 4% to 2% is as
 * wrong as from 50% to 33% (both halve the odds), but on the chance's own scale the first looks a sixth as bad,
 * so a player who fell behind early would collect a hundred for every later decision, however poor. Measured over
 * games of each level against solid, the odds separate the levels where the chance's scale let the weakest
 * ones overlap (docs/review.md, "Accuracy", with the table and its command). Beyond the noise, because every
 * estimate has some: a player who played the search's own turns throughout would otherwise score below 100 by the
 * luck of the sampled worlds.
 */
import type { Estimate } from './estimate.js';
import { MARK_THRESHOLDS } from './marks.js';

/** What the accuracy needs of a decision: the best turn's chance, and what the played turn cost beside it. */
export interface WeighedDecision {
  readonly bestChance: number;
  readonly cost: Estimate;
}

/** The cost in log-odds at which a decision's accuracy falls to 1/e of full: a mistake's in an even game. */
export const ACCURACY_SCALE = 4 * MARK_THRESHOLDS.mistake;

/** Standard errors of the cost taken off it as noise. */
const NOISE_ERRORS = 1;

/**
 * Chances are held this far from 0 and 1: a lost game's chance is measured as 0 in most worlds, and its odds
 * would otherwise be infinite.
 */
const CHANCE_FLOOR = 1e-3;

const held = (chance: number): number => Math.min(Math.max(chance, CHANCE_FLOOR), 1 - CHANCE_FLOOR);
const logOdds = (chance: number): number => Math.log(held(chance) / (1 - held(chance)));

/** What a decision cost in log-odds, beyond its estimate's noise (at the odds' slope where the best turn stands). */
export function oddsCost({ bestChance, cost }: WeighedDecision): number {
  const best = held(bestChance);
  const slope = 1 / (best * (1 - best));
  const noise = NOISE_ERRORS * cost.error * slope;
  return Math.max(0, logOdds(bestChance) - logOdds(bestChance - cost.mean) - noise);
}

/**
 * Whether the odds can weigh a decision: not where both turns' chances lie beyond the floor on the same side (the
 * best turn wins in almost no world, or the played one in almost every world). There both odds are held at the
 * floor, so any turn would cost 0 and count 100, whatever it was: a player who fell hopelessly behind would
 * collect a hundred for every later decision.
 */
export function isWeighable({ bestChance, cost }: WeighedDecision): boolean {
  return bestChance > CHANCE_FLOOR && bestChance - cost.mean < 1 - CHANCE_FLOOR;
}

/** One decision's accuracy, 0 to 100. */
function decisionAccuracy(decision: WeighedDecision): number {
  return 100 * Math.exp(-oddsCost(decision) / ACCURACY_SCALE);
}

/** The average accuracy of the decisions with a choice that the odds can weigh; 100 where there were none. */
export function accuracyOf(decisions: readonly WeighedDecision[]): number {
  const weighed = decisions.filter(isWeighable);
  if (weighed.length === 0) return 100;
  return weighed.reduce((sum, decision) => sum + decisionAccuracy(decision), 0) / weighed.length;
}

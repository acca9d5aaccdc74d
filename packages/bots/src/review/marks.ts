/**
 * Marks on decisions: what a decision cost in the seat's chance to win, against thresholds chosen from the
 * measured noise of the estimates (docs/review.md). A decision gets the highest mark whose threshold its cost
 * clears by more than three of its standard errors, so that the luck of the sampled worlds marks nothing.
 */
import type { Estimate } from './estimate.js';

export const MARKS = ['inaccuracy', 'mistake', 'blunder'] as const;
export type Mark = (typeof MARKS)[number];

/**
 * Each mark's threshold, as a share of the chance to win (0.01: one point), lowest first. A game of Katz und
 * Maus is long and its cards decide much, so one decision rarely moves the chance to win by more than a few
 * points: a stock play skipped where one pile led to it costs mostly 2.7 to 9.2, a build up to the opponent's
 * stock top 2.2 to 5.6, the only king put down onto a card 1.1 to 1.8 (docs/review.md, "Marks"). A king thrown
 * away is a mistake by any player's reckoning, so a mistake starts at half a point.
 */
export const MARK_THRESHOLDS: Readonly<Record<Mark, number>> = {
  inaccuracy: 0.0025,
  mistake: 0.005,
  blunder: 0.03,
};

/** How many standard errors a cost must clear a threshold by. */
export const MARK_MARGIN = 3;

/** The mark a cost earns, or null. */
export function markOf(cost: Estimate): Mark | null {
  let mark: Mark | null = null;
  for (const candidate of MARKS) {
    if (cost.mean - MARK_MARGIN * cost.error > MARK_THRESHOLDS[candidate]) mark = candidate;
  }
  return mark;
}

/**
 * Whether the cost points to a mistake that its error leaves unconfirmed: above the mistake's threshold, but
 * not by three standard errors. More worlds either confirm the mark or bring the cost down.
 */
export function mistakeUnconfirmed(cost: Estimate): boolean {
  const { mistake } = MARK_THRESHOLDS;
  return cost.mean > mistake && cost.mean - MARK_MARGIN * cost.error <= mistake;
}

/**
 * The marks more worlds could give or take: those whose threshold lies within the margin of the cost. A
 * decision's worlds are doubled while there is one, up to the settings' bound for it.
 */
export function undecidedMarks(cost: Estimate): readonly Mark[] {
  const reach = MARK_MARGIN * cost.error;
  return MARKS.filter((mark) => Math.abs(cost.mean - MARK_THRESHOLDS[mark]) < reach);
}

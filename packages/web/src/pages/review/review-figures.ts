/** The review's figures as the page shows them: points of the chance to win, marks as signs, the costliest turns. */
import type { Mark, ReviewedDecision } from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';
import './marks.css';

/** A chance (0 to 1) in percent, rounded: "63%". */
export const percent = (chance: number) => `${Math.round(chance * 100)}%`;

/** A share of the chance in points, signed, one decimal: "+3.2", "−1.0". */
export function points(value: number): string {
  const rounded = Math.round(value * 1000) / 10;
  if (rounded === 0) return '0.0';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
}

/** Unsigned points, one decimal: "3.2". */
export const cost = (value: number) => (Math.round(value * 1000) / 10).toFixed(1);

/** The signs chess readers know: ?! an inaccuracy, ? a mistake, ?? a blunder. */
export const MARK_SIGNS: Readonly<Record<Mark, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** A seat's costliest decisions, costliest first, those that cost something. */
export function costliest(
  decisions: readonly ReviewedDecision[],
  seat: PlayerIndex,
  count: number,
): ReviewedDecision[] {
  return decisions
    .filter((decision) => decision.seat === seat && decision.cost > 0)
    .sort((a, b) => b.cost - a.cost || a.index - b.index)
    .slice(0, count);
}

/** The mark of the decision each action starts, by the record's action index. */
export function marksByAction(decisions: readonly ReviewedDecision[]): Map<number, Mark> {
  const marks = new Map<number, Mark>();
  for (const decision of decisions)
    if (decision.mark !== null) marks.set(decision.firstAction, decision.mark);
  return marks;
}

/**
 * Which of a review's decisions the page shows, from its address: the seat is the one of the decision asked for
 * (`?decision=`), else the one asked for (`?seat=`), else the viewer's own, else the first with decisions to learn
 * from; the decision is the one asked for, else the seat's first (review/learn-list.ts).
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';
import { decisionsToLearn } from '../review/learn-list.js';

const seatOf = (text: string | null): PlayerIndex | null => (text === '0' ? 0 : text === '1' ? 1 : null);

export function shownDecision(
  decisions: readonly ReviewedDecision[],
  search: URLSearchParams,
  mine: PlayerIndex | null,
) {
  const askedSeat = seatOf(search.get('seat'));
  const askedIndex = Number.parseInt(search.get('decision') ?? '', 10);
  const askedDecision = Number.isInteger(askedIndex) ? (decisions[askedIndex] ?? null) : null;
  const firstWithMarks = ([0, 1] as const).find((seat) => decisionsToLearn(decisions, seat).length > 0);
  const seat: PlayerIndex = askedDecision?.seat ?? askedSeat ?? mine ?? firstWithMarks ?? 0;
  const list = decisionsToLearn(decisions, seat, askedDecision?.index ?? null);
  const at = Math.max(
    0,
    list.findIndex((decision) => decision.index === askedDecision?.index),
  );
  return {
    /** Whether the address asked for a seat or a decision (else the page waits to know the viewer). */
    asked: askedDecision !== null || askedSeat !== null,
    seat,
    /** The seat's decisions to learn from, and where the one shown is among them. */
    list,
    at,
    decision: list[at],
  };
}

/**
 * The review this browser has cached of the game (review-cache.ts), for the replay: its marks in the list of moves, and the decision
 * whose better turn the address asks for (`?better=D`, from the review), with the position before it.
 */
import { REVIEW_SETTINGS, type Mark, type ReviewedDecision } from '@katz/bots/review';
import type { Position } from '@katz/engine';
import { useMemo } from 'react';
import type { Moment } from '../record/replay-steps.js';
import { cachedReview } from '../review/review-cache.js';
import { marksByAction } from '../review/review-figures.js';

export interface BetterTurn {
  readonly decision: ReviewedDecision;
  /** The position before the decision's first action. */
  readonly before: Position;
}

export function useCachedReview(
  gameId: string,
  moments: readonly Moment[],
  asked: string | null,
): { readonly marks: ReadonlyMap<number, Mark>; readonly better: BetterTurn | null } {
  const review = useMemo(() => cachedReview(gameId, REVIEW_SETTINGS), [gameId]);
  const marks = useMemo(() => marksByAction(review?.decisions ?? []), [review]);
  const decision = review?.decisions[Number(asked ?? -1)] ?? null;
  const before = decision === null ? null : (moments[decision.firstAction]?.position ?? null);
  return { marks, better: decision === null || before === null ? null : { decision, before } };
}

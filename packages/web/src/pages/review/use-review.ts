/**
 * A finished game's review for the page (docs/review.md, "Where it is computed"): the one this browser kept
 * (review-cache.ts), else the one the server keeps, shown at once; else computed here in Web Workers
 * (review-workers.ts), first marks within seconds, while the server computes its own for later viewers.
 */
import type { GameRecord } from '@katz/engine';
import { REVIEW_SETTINGS, type ReviewSettings } from '@katz/bots/review';
import { useEffect, useState } from 'react';
import { cacheReview, cachedReview } from './review-cache.js';
import { reviewInWorkers, type WorkersState } from './review-workers.js';
import { serverReview } from './server-review.js';

/** Asking the server for its kept review, then the workers' progress or the review. */
export type ReviewState = { readonly state: 'asking' } | WorkersState;

export function useReview(
  gameId: string,
  record: GameRecord,
  settings: ReviewSettings = REVIEW_SETTINGS,
): ReviewState {
  const [state, setState] = useState<ReviewState>(() => {
    const kept = cachedReview(gameId, settings);
    return kept === null ? { state: 'asking' } : { state: 'done', review: kept };
  });
  useEffect(() => {
    if (cachedReview(gameId, settings) !== null) return undefined;
    let left = false;
    let stopWorkers: () => void = () => undefined;
    const show = (next: ReviewState) => {
      if (next.state === 'done') cacheReview(gameId, next.review);
      setState(next);
    };
    setState({ state: 'asking' });
    void serverReview(gameId, settings).then((kept) => {
      if (left) return;
      if (kept === null) stopWorkers = reviewInWorkers(record, settings, show);
      else show({ state: 'done', review: kept });
    });
    return () => {
      left = true;
      stopWorkers();
    };
  }, [gameId, record, settings]);
  return state;
}

/**
 * Asking for a finished game's kept review (docs/review.md, "Where it is computed"): anyone who may see the
 * replay may, since the review is made from the replay's record and reveals nothing more. The first request
 * queues it, counted against its asker: the session's player, or the address of a request without one.
 */
import { REVIEW_SETTINGS } from '@katz/bots/review';
import type { Queryable } from '../db/database.js';
import { askReview, REVIEW_LIMITS, settingsKey, type Asked } from '../reviews/review-store.js';
import { finishedGame } from './game-access.js';

/** The settings of every kept review: those of `katz review` and the web page, so the figures are theirs. */
const KEY = settingsKey(REVIEW_SETTINGS);

export async function askKeptReview(
  db: Queryable,
  request: { readonly gameId: string; readonly playerId: string | null; readonly address: string },
): Promise<Asked> {
  const game = await finishedGame(db, request.gameId);
  const asker = request.playerId ?? `address ${request.address}`;
  return askReview(db, { gameId: game.id, key: KEY, asker }, REVIEW_LIMITS);
}

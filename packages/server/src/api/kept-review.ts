/**
 * Asking for a finished game's kept review (docs/review.md, "Where it is computed"): anyone who may see the
 * replay may, since the review is made from the replay's record and reveals nothing more. The first request
 * queues it, counted against its asker: the session's player, or the address of a request without one.
 */
import type { Queryable } from '../db/database.js';
import { askReview, REVIEW_LIMITS, SERVER_REVIEW_KEY, type Asked } from '../reviews/review-store.js';
import { finishedGame } from './game-access.js';

export async function askKeptReview(
  db: Queryable,
  request: { readonly gameId: string; readonly playerId: string | null; readonly address: string },
): Promise<Asked> {
  const game = await finishedGame(db, request.gameId);
  const asker = request.playerId ?? `address ${request.address}`;
  return askReview(db, { gameId: game.id, key: SERVER_REVIEW_KEY, asker }, REVIEW_LIMITS);
}

/**
 * A finished game's kept review: 200 with it once the server has computed it, 202 with its place in the queue
 * until then (docs/api.md). The queue's bounds answer 429 (this asker's) and 503 (everyone's), each with a
 * Retry-After of about one review's time.
 */
import { ENDPOINTS } from '@katz/protocol';
import { addressKey } from '../accounts/client-address.js';
import { ApiError } from '../api/api-error.js';
import { askKeptReview } from '../api/kept-review.js';
import { REVIEW_LIMITS } from '../reviews/review-store.js';
import type { Services } from '../services.js';
import { route, type Route } from './endpoint.js';

/** Roughly one review's time on a busy server: when asking again may find room. */
const RETRY_SECONDS = 60;

export const reviewRoutes = ({ db }: Services): Route[] => [
  route(ENDPOINTS.getReview, async ({ params, player, request, reply }) => {
    const asked = await askKeptReview(db, {
      gameId: params.id,
      playerId: player?.id ?? null,
      address: addressKey(request.ip),
    });
    switch (asked.state) {
      case 'done':
        return ENDPOINTS.getReview.response.parse(asked.review);
      case 'queued':
      case 'computing':
        void reply.status(202);
        return { state: asked.state, ahead: asked.ahead };
      case 'player-limit':
        void reply.header('retry-after', String(RETRY_SECONDS));
        throw new ApiError(
          'too-many-reviews',
          `too many reviews queued: ${REVIEW_LIMITS.perPlayer} of yours wait already; ask again once one is done`,
        );
      case 'queue-full':
        void reply.header('retry-after', String(RETRY_SECONDS));
        throw new ApiError(
          'review-queue-full',
          `the server's queue of reviews is full (${REVIEW_LIMITS.queued} queued): try again in ${RETRY_SECONDS} seconds`,
        );
      case 'failed':
        throw new ApiError('internal', `the server could not review game ${params.id}: ${asked.error}`);
    }
  }),
];

/**
 * The HTTP status of every error code: the one table, so that a code always answers with the same status and a
 * code added to ERROR_CODES without one fails to compile. A WebSocket error frame carries the code alone.
 */
import type { ErrorCode } from './errors.js';

export const ERROR_STATUS = {
  // the request itself
  'malformed-json': 400,
  'invalid-input': 400,
  'too-large': 413,
  'unsupported-media-type': 415,
  'binary-frame': 400,
  // A request the HTTP layer refused before the API read it answers with that layer's status (405, 406 …).
  'bad-request': 400,
  'not-found': 404,
  'upgrade-required': 426,
  // who asks
  'no-session': 401,
  'unknown-session': 401,
  'session-ended': 401,
  'foreign-origin': 403,
  throttled: 429,
  'too-many-connections': 429,
  // games and challenges
  'game-not-found': 404,
  'challenge-not-found': 404,
  'not-seated': 403,
  'not-your-turn': 409,
  'stale-version': 409,
  'game-over': 409,
  'game-running': 409,
  'illegal-action': 422,
  'own-challenge': 409,
  'challenge-closed': 409,
  'too-many-challenges': 409,
  'too-many-lobby-challenges': 409,
  'too-many-games': 409,
  'too-many-watches': 409,
  'game-sealed': 409,
  // tournaments
  'tournament-not-found': 404,
  'tournament-started': 409,
  'tournament-full': 409,
  'already-joined': 409,
  'not-joined': 409,
  'not-creator': 403,
  'too-many-tournaments': 409,
  // kept reviews
  'too-many-reviews': 429,
  'review-queue-full': 503,
  // accounts
  'username-taken': 409,
  'already-registered': 409,
  'not-registered': 409,
  'wrong-name-or-password': 401,
  'wrong-recovery-code': 401,
  'weak-password': 400,
  'player-not-found': 404,
  'name-taken': 409,
  'registered-name': 409,
  // ratings, rematches
  'account-required': 403,
  'rematch-unavailable': 409,
  // players who find each other
  'registered-only': 403,
  yourself: 409,
  // Either of two players blocked the other: said so and no more (docs/social.md, "Block").
  'not-available': 403,
  'too-many-follows': 409,
  'too-many-blocks': 409,
  // notifications, vacations
  'mail-unavailable': 503,
  'push-unavailable': 503,
  'vacation-refused': 409,
  'vacation-not-found': 404,
  // the server
  internal: 500,
} as const satisfies Record<ErrorCode, number>;

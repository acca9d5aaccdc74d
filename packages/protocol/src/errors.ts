/** Every refusal of the HTTP API and the WebSocket: a stable code, a message naming the fault, changing nothing. */
import { REFUSAL_CODES } from '@katz/engine';
import { z } from 'zod';

export const ERROR_CODES = [
  // the request itself
  'malformed-json',
  'invalid-input',
  'too-large',
  'unsupported-media-type',
  'binary-frame',
  'bad-request',
  'not-found',
  'upgrade-required',
  // who asks
  'no-session',
  'unknown-session',
  'session-ended',
  'foreign-origin',
  'throttled',
  'too-many-connections',
  // games and challenges
  'game-not-found',
  'challenge-not-found',
  'not-seated',
  'not-your-turn',
  'stale-version',
  'game-over',
  'game-running',
  'illegal-action',
  'own-challenge',
  'challenge-closed',
  'too-many-challenges',
  'too-many-lobby-challenges',
  'too-many-games',
  'too-many-watches',
  'game-sealed',
  // tournaments
  'tournament-not-found',
  'tournament-started',
  'tournament-full',
  'already-joined',
  'not-joined',
  'not-creator',
  'too-many-tournaments',
  // kept reviews
  'too-many-reviews',
  'review-queue-full',
  // accounts
  'username-taken',
  'already-registered',
  'not-registered',
  'wrong-name-or-password',
  'wrong-recovery-code',
  'weak-password',
  'player-not-found',
  'name-taken',
  'registered-name',
  // ratings, rematches
  'account-required',
  'rematch-unavailable',
  // players who find each other
  'registered-only',
  'yourself',
  'not-available',
  'too-many-follows',
  'too-many-blocks',
  // notifications, vacations
  'mail-unavailable',
  'push-unavailable',
  'vacation-refused',
  'vacation-not-found',
  // the server
  'internal',
] as const;

const ERROR_CODE = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ERROR_CODE>;

/** The engine's refusal codes (docs/formats.md), carried by `illegal-action`: the engine's own list. */
const REFUSAL_CODE = z.enum(REFUSAL_CODES);

export const API_ERROR = z.strictObject({
  code: ERROR_CODE,
  message: z.string(),
  path: z.string().exactOptional().meta({ description: 'the place in the request that is wrong' }),
  refusal: REFUSAL_CODE.exactOptional().meta({
    description: "for illegal-action: the engine's refusal code",
  }),
  action: z
    .number()
    .int()
    .min(0)
    .exactOptional()
    .meta({ description: 'for a batch of actions: the index of the one refused' }),
});
export type ApiErrorJson = z.infer<typeof API_ERROR>;

export const ERROR_BODY = z.strictObject({ error: API_ERROR });

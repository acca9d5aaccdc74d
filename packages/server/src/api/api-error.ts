/** Every refusal the HTTP API and the WebSocket give: a status, a stable code, and a message naming the fault. */
import type { ApiErrorJson, ErrorCode } from '@katz/protocol';
import type { GameError, GameErrorCode } from '../games/game-errors.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ApiErrorJson, 'path' | 'refusal' | 'action'> = {},
  ) {
    super(message);
  }

  /** The error as the protocol carries it, in a response body or a WebSocket error frame. */
  toJson(): ApiErrorJson {
    return { code: this.code, message: this.message, ...this.details };
  }
}

const STATUS: Readonly<Record<GameErrorCode, number>> = {
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
  'account-required': 403,
  'rematch-unavailable': 409,
};

export const fromGameError = ({ code, message, refusal, action }: GameError): ApiError =>
  new ApiError(STATUS[code], code, message, {
    ...(refusal === undefined ? {} : { refusal }),
    ...(action === undefined ? {} : { action }),
  });

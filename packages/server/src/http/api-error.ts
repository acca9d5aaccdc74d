/** Every refusal the HTTP API and the WebSocket give: a status, a stable code, and a message naming the fault. */
import type { GameError, GameErrorCode } from '../games/game-errors.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path?: string,
    readonly refusal?: string,
  ) {
    super(message);
  }

  /** The JSON body of the response (and of a WebSocket error frame). */
  toJson(): { error: { code: string; message: string; path?: string; refusal?: string } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.path === undefined ? {} : { path: this.path }),
        ...(this.refusal === undefined ? {} : { refusal: this.refusal }),
      },
    };
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
};

export const fromGameError = (error: GameError): ApiError =>
  new ApiError(STATUS[error.code], error.code, error.message, undefined, error.refusal);

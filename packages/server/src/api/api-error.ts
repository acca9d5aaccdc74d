/**
 * Every refusal the HTTP API and the WebSocket give: a stable code, its status from the protocol's one table
 * (ERROR_STATUS), and a message naming the fault.
 */
import { ERROR_STATUS, type ApiErrorJson, type ErrorCode } from '@katz/protocol';
import type { GameError } from '../games/game-errors.js';

export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Pick<ApiErrorJson, 'path' | 'refusal' | 'action'> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  /**
   * A request the HTTP layer refused before the API read it (a method not allowed, an Accept it cannot meet):
   * `bad-request` with that layer's own status, the one code whose status is not always the table's.
   */
  static fromHttpLayer(status: number, message: string): ApiError {
    return Object.assign(new ApiError('bad-request', message), { status });
  }

  /** The error as the protocol carries it, in a response body or a WebSocket error frame. */
  toJson(): ApiErrorJson {
    return { code: this.code, message: this.message, ...this.details };
  }
}

export const fromGameError = ({ code, message, refusal, action }: GameError): ApiError =>
  new ApiError(code, message, {
    ...(refusal === undefined ? {} : { refusal }),
    ...(action === undefined ? {} : { action }),
  });

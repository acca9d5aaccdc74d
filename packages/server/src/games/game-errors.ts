/** Why a request about a game was refused: a stable code for programs and a message for people. */
import type { ApiErrorJson, ErrorCode } from '@katz/protocol';

/**
 * The API's error without a request path (a game's refusal concerns the game, not a field of the request): the
 * protocol's codes and its `refusal` and `action` details, not a list of its own.
 */
export type GameError = Readonly<Omit<ApiErrorJson, 'path'>>;

export const gameError = (code: ErrorCode, message: string): GameError => ({ code, message });

/** The one wording of a missing game, for every door that looks one up by its id (the 404 body). */
export const gameNotFound = (id: string): GameError => gameError('game-not-found', `there is no game ${id}`);

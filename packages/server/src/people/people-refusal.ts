/**
 * Why a request about another player was refused: a stable code (the protocol's) and a message for people. Thrown,
 * so that a refusal inside a transaction rolls it back; http/people-routes.ts answers it as the API's error.
 */
import type { ErrorCode } from '@katz/protocol';

export type PeopleRefusalCode = Extract<
  ErrorCode,
  | 'player-not-found'
  | 'registered-only'
  | 'yourself'
  | 'not-available'
  | 'too-many-follows'
  | 'too-many-blocks'
  | 'game-not-found'
  | 'not-seated'
  | 'game-over'
  | 'too-many-challenges'
  | 'account-required'
>;

export class PeopleRefusal extends Error {
  constructor(
    readonly code: PeopleRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

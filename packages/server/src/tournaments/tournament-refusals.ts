/** Why a request about a tournament was refused: a stable code (the protocol's) and a message for people. */
import type { ErrorCode } from '@katz/protocol';

export type TournamentRefusalCode = Extract<
  ErrorCode,
  | 'tournament-not-found'
  | 'tournament-started'
  | 'tournament-full'
  | 'already-joined'
  | 'not-joined'
  | 'not-creator'
  | 'too-many-tournaments'
  | 'account-required'
  | 'invalid-input'
>;

export interface TournamentRefusal {
  readonly code: TournamentRefusalCode;
  readonly message: string;
  /** For `invalid-input`: the field at fault. */
  readonly path?: string;
}

export const refusal = (code: TournamentRefusalCode, message: string, path?: string): TournamentRefusal =>
  path === undefined ? { code, message } : { code, message, path };

export const notFound = (id: string): TournamentRefusal =>
  refusal('tournament-not-found', `there is no tournament ${id}`);

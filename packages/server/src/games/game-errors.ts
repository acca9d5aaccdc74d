/** Why a request about a game was refused: a stable code for programs and a message for people. */
import type { RefusalCode } from '@katz/engine';

export type GameErrorCode =
  | 'game-not-found'
  | 'challenge-not-found'
  | 'not-seated'
  | 'not-your-turn'
  | 'stale-version'
  | 'game-over'
  | 'game-running'
  | 'illegal-action'
  | 'own-challenge'
  | 'challenge-closed'
  | 'too-many-challenges'
  | 'too-many-lobby-challenges'
  | 'too-many-games'
  | 'account-required'
  | 'rematch-unavailable';

export interface GameError {
  readonly code: GameErrorCode;
  readonly message: string;
  /** For `illegal-action`: the engine's refusal code (docs/formats.md). */
  readonly refusal?: RefusalCode;
  /** For a batch of actions: the index of the action refused. */
  readonly action?: number;
}

export const gameError = (code: GameErrorCode, message: string): GameError => ({ code, message });

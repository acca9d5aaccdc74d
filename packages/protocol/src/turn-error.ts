/**
 * How the engine's refusal of a batch of actions (`applyTurn`) is told to a client: the same error, with the same
 * code and words, whether the server or the practice game in the browser refused it.
 */
import type { RefusalCode, TurnRefusal } from '@katz/engine';
import type { ErrorCode } from './errors.js';

export interface TurnError {
  readonly code: Extract<ErrorCode, 'not-your-turn' | 'game-over' | 'illegal-action'>;
  readonly message: string;
  /** For a refusal by the rules: the engine's code (`game-over` too, when the game had already ended). */
  readonly refusal?: RefusalCode;
  /** The index of the action refused in the batch. */
  readonly action: number;
}

export function turnError(refused: TurnRefusal): TurnError {
  const { message, action } = refused;
  switch (refused.code) {
    case 'not-your-turn':
      return { code: 'not-your-turn', message, action };
    case 'game-ended':
      return { code: 'game-over', message, action };
    case 'refused': {
      const refusal = refused.refusal.code;
      return { code: refusal === 'game-over' ? 'game-over' : 'illegal-action', message, refusal, action };
    }
  }
}

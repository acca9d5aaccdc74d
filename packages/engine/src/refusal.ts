import type { Action } from './action.js';
import type { RefusalCode } from './core/table.js';
import { describeAction } from './describe.js';

/** Why an action was refused; `code` is stable, `message` says what was wrong in words. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

export function refusalMessage(code: RefusalCode, action: Action): string {
  const what = describeAction(action);
  switch (code) {
    case 'game-over':
      return `cannot ${what}: the game is over`;
    case 'card-not-in-hand':
      return `cannot ${what}: that card is not in the hand of the player to move`;
    case 'discard-pile-empty':
      return `cannot ${what}: that discard pile is empty`;
    case 'does-not-fit':
      return `cannot ${what}: the card does not fit that building pile (it needs the next value or a K)`;
  }
}

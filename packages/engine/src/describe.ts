import type { Action } from './action.js';

/** An action in words, for messages: "build 7H from the hand onto building pile 2". */
export function describeAction(action: Action): string {
  if (action.type === 'discard') return `discard ${action.card} onto discard pile ${action.to}`;
  const onto = `onto building pile ${action.to}`;
  switch (action.from) {
    case 'hand':
      return `build ${action.card} from the hand ${onto}`;
    case 'stock':
      return `build the stock's top card ${onto}`;
    case 'discard':
      return `build the top card of discard pile ${action.pile} ${onto}`;
  }
}

/** Translation between JSON actions and the core's action codes. */
import type { Action } from './action.js';
import { cardCode, cardName } from './cards.js';
import {
  actionCard,
  actionKind,
  actionSourcePile,
  actionTarget,
  BUILD_FROM_DISCARD,
  BUILD_FROM_HAND,
  BUILD_FROM_STOCK,
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  discard,
  type ActionCode,
} from './core/table.js';
import type { PileIndex } from './position.js';

export function encodeAction(action: Action): ActionCode {
  if (action.type === 'discard') return discard(cardCode(action.card), action.to);
  switch (action.from) {
    case 'hand':
      return buildFromHand(cardCode(action.card), action.to);
    case 'stock':
      return buildFromStock(action.to);
    case 'discard':
      return buildFromDiscard(action.pile, action.to);
  }
}

export function decodeAction(code: ActionCode): Action {
  const to = actionTarget(code) as PileIndex;
  switch (actionKind(code)) {
    case BUILD_FROM_HAND:
      return { type: 'build', from: 'hand', card: cardName(actionCard(code)), to };
    case BUILD_FROM_STOCK:
      return { type: 'build', from: 'stock', to };
    case BUILD_FROM_DISCARD:
      return { type: 'build', from: 'discard', pile: actionSourcePile(code) as PileIndex, to };
    default:
      return { type: 'discard', card: cardName(actionCard(code)), to };
  }
}

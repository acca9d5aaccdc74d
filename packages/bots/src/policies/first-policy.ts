import {
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  buildingHeight,
  cardAt,
  discard,
  discardOf,
  fitsOnPile,
  handOf,
  pileLength,
  playerToMove,
  stockOf,
  topCard,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import type { Policy } from './policy.js';

/** The first building pile (lowest index) that takes a card, or -1. */
function firstFit(state: CoreState, card: CardCode): number {
  for (let pile = 0; pile < 4; pile++) if (fitsOnPile(card, buildingHeight(state, pile))) return pile;
  return -1;
}

/**
 * The `first` baseline, as the issue defines it: its stock card if it builds, else the first hand card that
 * builds, else the first discard top that builds, else its first hand card onto discard pile 0. Always onto
 * the first building pile that takes the card.
 */
export const firstPolicy: Policy = (state) => {
  const me = playerToMove(state);
  const stockTarget = firstFit(state, topCard(state, stockOf(me)));
  if (stockTarget >= 0) return buildFromStock(stockTarget);
  const hand = handOf(me);
  for (let i = 0; i < pileLength(state, hand); i++) {
    const card = cardAt(state, hand, i);
    const target = firstFit(state, card);
    if (target >= 0) return buildFromHand(card, target);
  }
  for (let pile = 0; pile < 4; pile++) {
    const discardPile = discardOf(me, pile);
    if (pileLength(state, discardPile) === 0) continue;
    const target = firstFit(state, topCard(state, discardPile));
    if (target >= 0) return buildFromDiscard(pile, target);
  }
  return discard(cardAt(state, hand, 0), 0);
};

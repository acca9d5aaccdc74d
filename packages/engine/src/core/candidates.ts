/** The unfiltered candidates that `legalActions` checks one by one with `refusalOf`. */
import {
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  cardAt,
  discard,
  handOf,
  pileLength,
  playerToMove,
  type ActionCode,
  type CoreState,
} from './table.js';

/** Every action that could be legal in some position with this hand, unfiltered, in the listing order. */
export function candidateActions(state: CoreState): ActionCode[] {
  const player = playerToMove(state);
  const candidates: ActionCode[] = [];
  for (let to = 0; to < 4; to++) candidates.push(buildFromStock(to));
  for (let pile = 0; pile < 4; pile++)
    for (let to = 0; to < 4; to++) candidates.push(buildFromDiscard(pile, to));
  const handCards = distinctHandCards(state, player);
  for (const card of handCards) {
    for (let to = 0; to < 4; to++) candidates.push(buildFromHand(card, to));
    for (let to = 0; to < 4; to++) candidates.push(discard(card, to));
  }
  return candidates;
}

function distinctHandCards(state: CoreState, player: number): number[] {
  const hand = handOf(player);
  const cards: number[] = [];
  for (let i = 0; i < pileLength(state, hand); i++) {
    const card = cardAt(state, hand, i);
    if (!cards.includes(card)) cards.push(card);
  }
  return cards;
}

/** The unfiltered candidates that `legalActions` checks one by one with `refusalOf`. */
import {
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  discard,
  base,
  handOf,
  TO_MOVE,
  type ActionCode,
  type CoreState,
} from './table.js';

/** Every action that could be legal in some position with this hand, unfiltered, in the listing order. */
export function candidateActions(state: CoreState): ActionCode[] {
  const player = state[TO_MOVE]!;
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
  for (let i = 0; i < state[hand]!; i++) {
    const card = state[base(hand) + i]!;
    if (!cards.includes(card)) cards.push(card);
  }
  return cards;
}

import { cardCode, cardName, type Card } from '../cards.js';
import type { Piles, PlayerPosition, Position } from '../position.js';
import {
  buildingPile,
  createCoreState,
  discardOf,
  DRAW_PILE,
  handOf,
  pileCards,
  playerToMove,
  push,
  REMOVED,
  setPlayerToMove,
  stockOf,
  type CoreState,
} from './table.js';

/** The core form of a valid position. */
export function toCoreState(position: Position): CoreState {
  const state = createCoreState();
  const fill = (pile: number, cards: readonly Card[]) => {
    for (const card of cards) push(state, pile, cardCode(card));
  };
  setPlayerToMove(state, position.toMove);
  position.players.forEach((player, index) => {
    fill(stockOf(index), player.stock);
    fill(handOf(index), player.hand);
    player.discards.forEach((pile, pileIndex) => {
      fill(discardOf(index, pileIndex), pile);
    });
  });
  position.building.forEach((pile, index) => {
    fill(buildingPile(index), pile);
  });
  fill(DRAW_PILE, position.drawPile);
  fill(REMOVED, position.removed);
  return state;
}

/** The JSON position of a core state. The core only ever holds valid positions, hence the cast. */
export function fromCoreState(state: CoreState): Position {
  const cards = (pile: number): Card[] => pileCards(state, pile).map(cardName);
  const piles = (pileOf: (index: number) => number): Piles => [
    cards(pileOf(0)),
    cards(pileOf(1)),
    cards(pileOf(2)),
    cards(pileOf(3)),
  ];
  const player = (index: number): PlayerPosition => ({
    stock: cards(stockOf(index)),
    hand: cards(handOf(index)),
    discards: piles((pile) => discardOf(index, pile)),
  });
  return {
    toMove: playerToMove(state) === 1 ? 1 : 0,
    players: [player(0), player(1)],
    building: piles(buildingPile),
    drawPile: cards(DRAW_PILE),
    removed: cards(REMOVED),
  } as unknown as Position;
}

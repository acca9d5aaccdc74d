/**
 * Cards as the JSON formats spell them ("AS", "10H", "KC"), and their translation to and from the core's card
 * codes (`card-code.ts`): rank 1 (A) to 13 (K) in the order of RANKS, suit 0 to 3 in the order of SUITS.
 */
import { codeOf, type CardCode } from './card-code.js';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

const CODE_BY_CARD = new Map<string, CardCode>();
const CARD_BY_CODE = new Map<CardCode, Card>();
RANKS.forEach((rank, rankIndex) => {
  SUITS.forEach((suit, suitIndex) => {
    const card: Card = `${rank}${suit}`;
    const code = codeOf(rankIndex + 1, suitIndex);
    CODE_BY_CARD.set(card, code);
    CARD_BY_CODE.set(code, card);
  });
});

/** Every distinct card, in rank-major order (AS, AH, AD, AC, 2S, …). */
export const ALL_CARDS: readonly Card[] = [...CARD_BY_CODE.values()];

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CODE_BY_CARD.has(value);
}

export function cardCode(card: Card): CardCode {
  const code = CODE_BY_CARD.get(card);
  if (code === undefined) throw new TypeError(`not a card: ${JSON.stringify(card)}`);
  return code;
}

export function cardName(code: CardCode): Card {
  const card = CARD_BY_CODE.get(code);
  if (card === undefined) throw new TypeError(`not a card code: ${code}`);
  return card;
}

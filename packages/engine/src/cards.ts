/**
 * Cards as the JSON formats spell them ("AS", "10H", "KC") and as the core encodes them (small integers).
 *
 * A card code is `rank * 4 + suit`, rank 1 (A) to 13 (K), suit 0 to 3 in the order of SUITS. Codes are small
 * integers so that the core can keep whole positions in one byte array.
 */

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type Card = `${Rank}${Suit}`;

/** A card code: `rank * 4 + suit`. */
export type CardCode = number;

/** The rank number of the king, the wild card. */
export const KING = 13;
/** A building pile that reaches this many cards (A to Q) is complete and leaves the game. */
export const COMPLETE_PILE = 12;
/** Three ordinary decks. */
export const COPIES_OF_EACH_CARD = 3;
export const DECK_SIZE = RANKS.length * SUITS.length * COPIES_OF_EACH_CARD;

export const codeOf = (rank: number, suit: number): CardCode => (rank << 2) | suit;

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

/** The largest card code plus one: the size of arrays indexed by card code. */
export const CARD_CODE_LIMIT = codeOf(KING, SUITS.length - 1) + 1;

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

/**
 * Whether a card may go onto a building pile of the given length. A pile's value is its length, because a king
 * stands for the value it completes; so the next card must have rank length + 1, or be a king.
 */
export function fitsOnPile(code: CardCode, pileLength: number): boolean {
  const rank = code >> 2;
  return rank === KING || rank === pileLength + 1;
}

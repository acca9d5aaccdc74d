/**
 * Cards as the core encodes them: a card code is `rank * 4 + suit`, rank 1 (A) to 13 (K), suit 0 to 3 (S H D C).
 * Small integers, so that a whole position fits in one byte array and tables can be indexed by card. Everything
 * that reads a code's rank goes through `rankOf`; nothing outside this file knows how a code is built.
 */

/** A card code: `rank * 4 + suit`. */
export type CardCode = number;

/** The rank number of the king, the wild card; the natural ranks are 1 (A) to 12 (Q). */
export const KING = 13;
export const SUIT_COUNT = 4;
/** Three ordinary decks. */
export const COPIES_OF_EACH_CARD = 3;
export const DECK_SIZE = KING * SUIT_COUNT * COPIES_OF_EACH_CARD;

export const codeOf = (rank: number, suit: number): CardCode => (rank << 2) | suit;

/** The rank number of a card code: 1 (A) to 13 (K). */
export const rankOf = (code: CardCode): number => code >> 2;

/** The largest card code plus one: the size of arrays indexed by card code. */
export const CARD_CODE_LIMIT = codeOf(KING, SUIT_COUNT - 1) + 1;

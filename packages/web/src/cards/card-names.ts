/**
 * How cards and building piles read as printed: a card's rank and suit in its corner, its colour, and a
 * building pile's values "A" to "Q". The table, the replay and the rules pages all print them from here.
 */
import { RANKS, type Card, type Rank, type Suit } from '@katz/engine';

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The rank printed in a card's corner ("10", "K"), from its JSON code (the engine's rankOf reads a packed code). */
export function printedRank(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

export const isRed = (card: Card): boolean => suitOf(card) === 'H' || suitOf(card) === 'D';

/** A card as its corner prints it: "7♥", for lists and the move log. */
export const cardPrint = (card: Card): string => `${printedRank(card)}${SUIT_SYMBOL[suitOf(card)]}`;

/** The ranks a building pile's values 1 to 12 print as: the engine's ranks in value order, less the king. */
const VALUE_RANKS: readonly Rank[] = RANKS.filter((rank) => rank !== 'K');

/** A building pile's value (1 to 12) as cards print it, "A" to "Q": what a king on the pile stands for. */
export const valuePrint = (value: number): string => VALUE_RANKS[value - 1] ?? String(value);

/**
 * What a building pile of `length` cards takes next, as its badge prints it: a pile's value is its length
 * (docs/rules.md, rule 3). An empty pile says "A/K": it takes an ace, or a king standing for one. A king fits
 * a pile under way too, as it fits every pile, so there the badge names only the value.
 */
export const nextValuePrint = (length: number): string => (length === 0 ? 'A/K' : valuePrint(length + 1));

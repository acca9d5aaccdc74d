/** A card in words and in short print: "7♥" for lists, "7 of hearts" for screen readers. */
import type { Card, Rank } from '@katz/engine';
import type { TFunction } from 'i18next';

const SUIT_SYMBOLS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
type SuitLetter = keyof typeof SUIT_SYMBOLS;

const rankOf = (card: Card): Rank => card.slice(0, -1) as Rank;
const suitOf = (card: Card): SuitLetter => card.slice(-1) as SuitLetter;

export const isRedCard = (card: Card): boolean => suitOf(card) === 'H' || suitOf(card) === 'D';

export const cardShort = (card: Card): string => `${rankOf(card)}${SUIT_SYMBOLS[suitOf(card)]}`;

export function cardName(t: TFunction<'pages'>, card: Card): string {
  return t('cards.name', { rank: t(`cards.ranks.${rankOf(card)}`), suit: t(`cards.suits.${suitOf(card)}`) });
}

/** The value a building pile needs next, as printed on a card ("A" to "Q"). */
export const VALUE_PRINT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q'] as const;

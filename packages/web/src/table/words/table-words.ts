/** The table's words for cards, piles and plays, in the player's language. */
import type { Action, Card } from '@katz/engine';
import type { SeatView } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { printedRank, suitOf, valuePrint } from '../../cards/card-names.js';
import type { ComputerName } from '../../game/seat-name.js';
import { levelName } from '../../i18n/level-words.js';

export type TableT = TFunction<'table'>;

export function cardWords(t: TableT, card: Card): string {
  const rank = printedRank(card);
  const rankWord = rank === 'A' || rank === 'J' || rank === 'Q' || rank === 'K' ? t(`rank.${rank}`) : rank;
  return t('card', { rank: rankWord, suit: t(`suit.${suitOf(card)}`) });
}

export function pileWords(t: TableT, cards: readonly Card[]): string {
  if (cards.length === 0) return t('emptyPile');
  const names = cards.map((card) => cardWords(t, card));
  return t('topLast', { cards: names.join(', '), top: names.at(-1) ?? '' });
}

/** What a building pile of `length` cards takes next: a pile's value is its length (docs/rules.md, rule 3). */
export function needsWords(t: TableT, length: number): string {
  return length === 0 ? t('needsStart') : t('needs', { value: valuePrint(length + 1) });
}

/** The computer's name at a level, in the table's words, for `seatName` (`game/seat-name.ts`). */
export const computerName =
  (t: TableT): ComputerName =>
  (level) =>
    t('computer', { level: levelName(level) });

export function playWords(t: TableT, action: Action, cardOf: (action: Action) => Card | null): string {
  const card = cardOf(action);
  const cardText = card === null ? '' : cardWords(t, card);
  if (action.type === 'discard') return t('play.discard', { card: cardText, pile: action.to + 1 });
  const from =
    action.from === 'discard'
      ? t('play.from.discard', { pile: action.pile + 1 })
      : t(`play.from.${action.from}`);
  return t('play.build', { card: cardText, from, pile: action.to + 1 });
}

/** A person's rating as shown beside their name: the number, with "?" while it is provisional. */
export function ratingText(seat: SeatView): string {
  if (seat.kind !== 'person' || seat.rating === undefined) return '';
  return `${String(seat.rating.value)}${seat.rating.provisional ? '?' : ''}`;
}

/**
 * Why the better turn is better, in the page's language (the reasons of `@katz/bots/review`, docs/review.md,
 * "Why"): each reason a sentence about the table, naming cards as the table names them; where none stands out,
 * a sentence that says so rather than invent one.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { TFunction } from 'i18next';
import { cardWords, type TableT } from '../../table/words/table-words.js';

type Reason = ReviewedDecision['reasons'][number];

/** One reason as a sentence. */
function reasonText(t: TFunction<'pages'>, table: TableT, reason: Reason, opponent: string): string {
  switch (reason.reason) {
    case 'stock':
      return t('review.reasons.stock');
    case 'opponent-stock':
      return t('review.reasons.opponentStock', { name: opponent, card: cardWords(table, reason.card) });
    case 'king':
      return t('review.reasons.king', { count: reason.played - reason.better });
    case 'hand':
      return t('review.reasons.hand');
    case 'buried':
      return t('review.reasons.buried', {
        card: cardWords(table, reason.card),
        under: cardWords(table, reason.under),
        pile: reason.pile + 1,
      });
    case 'opponent-cards':
      return t('review.reasons.opponentCards', {
        name: opponent,
        played: reason.played,
        better: reason.better,
      });
  }
}

/** The reasons of a decision as sentences, or the one that says no single reason stands out. */
export function reasonsText(
  t: TFunction<'pages'>,
  table: TableT,
  decision: ReviewedDecision,
  opponent: string,
): string[] {
  if (decision.reasons.length === 0) return [t('review.reasons.none')];
  return decision.reasons.map((reason) => reasonText(t, table, reason, opponent));
}

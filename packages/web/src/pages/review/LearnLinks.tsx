/**
 * The way from the review to "Learn from your mistakes" (`/replay/{id}/learn`, learn-list.ts): for a player of
 * the game, to their own marked decisions; for anyone else, to each player's. None for a seat without any.
 */
import type { ReviewedDecision } from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decisionsToLearn, learnPath } from './learn-list.js';

export function LearnLinks({
  gameId,
  decisions,
  names,
  mine,
}: {
  readonly gameId: string;
  readonly decisions: readonly ReviewedDecision[];
  readonly names: readonly [string, string];
  /** The viewer's seat in the game, or null for anyone else. */
  readonly mine: PlayerIndex | null;
}) {
  const { t } = useTranslation('pages');
  const seats = (mine === null ? ([0, 1] as const) : [mine]).filter(
    (seat) => decisionsToLearn(decisions, seat).length > 0,
  );
  if (seats.length === 0) return null;
  return (
    <p className="row review-learn">
      {seats.map((seat) => (
        <Link
          key={seat}
          className={`button${mine === null ? '' : ' button-primary'}`}
          to={learnPath(gameId, { seat })}
        >
          {mine === null ? t('learn.reviewLinkOf', { name: names[seat] }) : t('learn.reviewLink')}
        </Link>
      ))}
    </p>
  );
}

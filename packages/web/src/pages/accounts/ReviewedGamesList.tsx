/**
 * A profile's reviewed games as a list, folded under the chart: the same figures as the chart's, in words, for
 * screen readers and for anyone who wants the numbers, each game with a link to its review.
 */
import type { ProfileReviewedGame } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { points, tenths } from '../review/review-figures.js';
import { reviewPath } from './profile-review-paths.js';

export function ReviewedGamesList({
  games,
  date,
  opponentName,
}: {
  readonly games: readonly ProfileReviewedGame[];
  /** A moment as the page writes dates. */
  readonly date: (iso: string) => string;
  readonly opponentName: (game: ProfileReviewedGame) => string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <details className="profile-reviews-list">
      <summary>{t('profile.reviews.asList')}</summary>
      <ol className="list">
        {games.map((game) => (
          <li key={game.id}>
            <span className="grow">
              {t('profile.reviews.game', {
                date: date(game.endedAt),
                name: opponentName(game),
                outcome: t(`profile.outcome.${game.outcome}`),
                accuracy: tenths(game.accuracy),
              })}{' '}
              {t('profile.reviews.gameParts', {
                own: points(game.account.own),
                opponent: points(game.account.opponent),
                cards: points(game.account.cards),
              })}{' '}
              {verdictWords(t, game)}
            </span>
            <Link className="button" to={reviewPath(game.id)}>
              {t('profile.reviews.toReview')}
            </Link>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The verdict in a few words. In a draw the play and the cards cancelled out, so where one was clear it made up
 * for the other rather than beat it (docs/review.md, "The verdict").
 */
function verdictWords(t: TFunction<'accounts'>, { verdict, outcome }: ProfileReviewedGame): string {
  if (outcome === 'drawn' && (verdict === 'play-over-cards' || verdict === 'cards-over-play'))
    return t(`profile.reviews.verdictDrawn.${verdict}`);
  return t(`profile.reviews.verdict.${verdict}`);
}

/**
 * A profile's reviewed games (docs/api.md, "Profiles"): a chart of the player's accuracy and of where each result
 * came from over their last reviewed games, the same figures as a list, and their costliest decisions, each with
 * a link to try it again and one to its game's review. Nothing at all for a player with no reviewed game.
 */
import type { Profile, ProfileReviewedGame } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { seatName } from '../../game/seat-name.js';
import { MARK_SIGNS, cost, points, tenths } from '../review/review-figures.js';
import { computerName } from '../shared/computer-name.js';
import { ReviewedGamesChart, type PartNames } from './ReviewedGamesChart.js';
import './profile-reviews.css';

/** The game's review, and a decision of it to play again (the learning page's address). */
const reviewPath = (gameId: string) => `/replay/${gameId}/review`;
const tryAgainPath = (gameId: string, index: number) => `/replay/${gameId}/learn?decision=${String(index)}`;

export function ProfileReviews({
  profile,
  own,
  date,
}: {
  readonly profile: Profile;
  /** Whether the profile is the viewer's own: its words say "your". */
  readonly own: boolean;
  /** A moment as the page writes dates. */
  readonly date: (iso: string) => string;
}) {
  const { t } = useTranslation('accounts');
  const { t: tPages } = useTranslation('pages');
  const games = profile.reviewedGames;
  if (games.length === 0) return null;
  const byId = new Map(games.map((game) => [game.id, game]));
  const opponentName = (game: ProfileReviewedGame) => seatName(game.opponent, computerName(tPages));
  const parts: PartNames = own
    ? {
        own: t('profile.reviews.parts.own'),
        opponent: t('profile.reviews.parts.opponent'),
        cards: t('profile.reviews.parts.cards'),
      }
    : {
        own: t('profile.reviews.parts.ownOf', { name: profile.username }),
        opponent: t('profile.reviews.parts.opponentOf'),
        cards: t('profile.reviews.parts.cards'),
      };
  const first = games[0];
  const last = games.at(-1);
  const average = games.reduce((sum, game) => sum + game.accuracy, 0) / games.length;
  return (
    <>
      <section className="panel profile-reviews" aria-labelledby="profile-reviews-title">
        <h2 id="profile-reviews-title">{t('profile.reviews.title')}</h2>
        <p className="muted">{t('profile.reviews.lead', { count: games.length })}</p>
        <figure className="profile-reviews-figure" aria-labelledby="profile-reviews-caption">
          <ReviewedGamesChart games={games} parts={parts} />
          <figcaption id="profile-reviews-caption" className="profile-reviews-caption">
            {t('profile.reviews.span', {
              count: games.length,
              from: first ? date(first.endedAt) : '',
              to: last ? date(last.endedAt) : '',
            })}{' '}
            {t('profile.reviews.average', { accuracy: tenths(average) })}
          </figcaption>
        </figure>
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
                  {t(`profile.reviews.verdict.${game.verdict}`)}
                </span>
                <Link className="button" to={reviewPath(game.id)}>
                  {t('profile.reviews.toReview')}
                </Link>
              </li>
            ))}
          </ol>
        </details>
      </section>
      {profile.costliestDecisions.length > 0 ? (
        <section className="panel profile-decisions" aria-labelledby="profile-decisions-title">
          <h2 id="profile-decisions-title">{t('profile.reviews.decisionsTitle')}</h2>
          <p className="muted">{t('profile.reviews.decisionsLead')}</p>
          <ol className="list profile-decision-list">
            {profile.costliestDecisions.map((decision) => {
              const game = byId.get(decision.gameId);
              return (
                <li key={`${decision.gameId}-${String(decision.index)}`}>
                  <span className="grow">
                    <span className="profile-decision-mark">
                      {decision.mark === null ? (
                        t('profile.reviews.unmarked')
                      ) : (
                        <>
                          <span className={`review-mark review-mark-${decision.mark}`} aria-hidden="true">
                            {MARK_SIGNS[decision.mark]}
                          </span>{' '}
                          {tPages(`review.marks.${decision.mark}`)}
                        </>
                      )}
                    </span>{' '}
                    {t('profile.reviews.decision', { turn: decision.turn, points: cost(decision.cost) })}
                    <span className="muted profile-decision-game">
                      {game === undefined
                        ? null
                        : `${t('profile.reviews.decisionGame', { date: date(game.endedAt), name: opponentName(game) })} · `}
                      <Link to={reviewPath(decision.gameId)}>{t('profile.reviews.toReview')}</Link>
                    </span>
                  </span>
                  <Link className="button" to={tryAgainPath(decision.gameId, decision.index)}>
                    {t('profile.reviews.tryAgain')}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
    </>
  );
}

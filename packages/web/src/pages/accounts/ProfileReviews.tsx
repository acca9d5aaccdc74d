/**
 * A profile's reviewed games (docs/api.md, "Profiles"): a chart of the player's accuracy and of where each result
 * came from over their last reviewed games, the same figures as a list, and their costliest decisions, each with
 * a link to try it again and one to its game's review. Nothing at all for a player with no reviewed game.
 */
import type { Profile, ProfileReviewedGame } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { seatName } from '../../game/seat-name.js';
import { tenths } from '../review/review-figures.js';
import { computerName } from '../shared/computer-name.js';
import { CostliestDecisions } from './CostliestDecisions.js';
import { ReviewedGamesChart, type PartNames } from './ReviewedGamesChart.js';
import { ReviewedGamesList } from './ReviewedGamesList.js';
import './profile-reviews.css';

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
        <ReviewedGamesList games={games} date={date} opponentName={opponentName} />
      </section>
      {profile.costliestDecisions.length > 0 ? (
        <CostliestDecisions
          decisions={profile.costliestDecisions}
          games={byId}
          date={date}
          opponentName={opponentName}
        />
      ) : null}
    </>
  );
}

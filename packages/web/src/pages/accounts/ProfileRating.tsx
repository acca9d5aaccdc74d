/**
 * A profile's rating: the current one (marked while provisional) and how each rated game moved it, newest
 * first, each linked to its replay. Before the player's first rated game, where a rating starts.
 */
import { ENDPOINTS, type RatingChange, type SeatRating } from '@katz/protocol';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCall } from '../../connection/use-call.js';
import { playerElement } from '../shared/PlayerLink.js';
import { RatingText } from '../shared/RatingText.js';

const HISTORY_SHOWN = 20;

export function ProfileRating({
  username,
  rating,
}: {
  readonly username: string;
  readonly rating: SeatRating | null;
}) {
  const { t } = useTranslation('ratings');
  if (rating === null) {
    return (
      <section className="panel profile-rating" aria-labelledby="profile-rating-title">
        <h2 id="profile-rating-title">{t('profile.title')}</h2>
        <p className="muted">{t('profile.none')}</p>
      </section>
    );
  }
  return (
    <section className="panel profile-rating" aria-labelledby="profile-rating-title">
      <h2 id="profile-rating-title">
        {t('profile.title')} <RatingText rating={rating} />
      </h2>
      <RatingHistory username={username} />
    </section>
  );
}

function RatingHistory({ username }: { readonly username: string }) {
  const { t } = useTranslation('ratings');
  const { call } = useCall(
    ENDPOINTS.playerRatingHistory,
    { params: { name: username }, query: { limit: HISTORY_SHOWN } },
    `rating-history-${username}`,
  );
  if (call.state !== 'ok' || call.value.length === 0) return null;
  return (
    <ol className="list rating-history" aria-label={t('profile.history')}>
      {call.value.map((change) => (
        <li key={change.gameId}>
          <span className="grow">
            <Trans
              t={t}
              i18nKey="profile.change"
              values={{
                before: change.before,
                after: change.after,
                name: change.opponent.username ?? change.opponent.name,
              }}
              components={{ player: playerElement(change.opponent.username) }}
            />
          </span>
          <span className={`rating-delta ${deltaClass(change)}`}>{signed(change.after - change.before)}</span>
          <Link className="button" to={`/replay/${change.gameId}`}>
            {t('profile.replay')}
          </Link>
        </li>
      ))}
    </ol>
  );
}

const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0');
const deltaClass = ({ before, after }: RatingChange) =>
  after > before ? 'rating-up' : after < before ? 'rating-down' : 'rating-even';

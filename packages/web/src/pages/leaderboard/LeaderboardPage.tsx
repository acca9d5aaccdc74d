/**
 * `/leaderboard`: registered players by rating (each a link to their profile, one's own row marked), with their
 * rated games, a provisional rating marked; below, the computer's levels at their fixed ratings for comparison
 * (games against the computer are unrated).
 */
import { PLAYER_LEVELS } from '@katz/bots';
import { ENDPOINTS } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { profilePath } from '../shared/PlayerLink.js';
import { RatingText } from '../shared/RatingText.js';
import '../shared/pages.css';
import '../shared/ratings.css';
import { levelName } from '../../i18n/level-words.js';

export function LeaderboardPage() {
  const { t } = useTranslation('ratings');
  const { t: p } = useTranslation('pages');
  usePageTitle(t('leaderboard.title'));
  const board = useCall(ENDPOINTS.leaderboard, { query: { limit: 100 } }, 'leaderboard');
  const levels = useCall(ENDPOINTS.computerRatings, {}, 'computer-ratings');
  const offered = new Set<string>(PLAYER_LEVELS);
  const me = useKnownPlayer()?.id;

  return (
    <div className="page leaderboard">
      <h1>{t('leaderboard.title')}</h1>
      <p className="lead">{t('leaderboard.lead')}</p>
      <section className="panel">
        {board.call.state === 'loading' ? <p className="muted">{p('loading', { ns: 'common' })}</p> : null}
        {board.call.state === 'failed' ? <ErrorNotice error={board.call.error} retry={board.reload} /> : null}
        {board.call.state === 'ok' && board.call.value.length === 0 ? (
          <p className="muted">{t('leaderboard.empty')}</p>
        ) : null}
        {board.call.state === 'ok' && board.call.value.length > 0 ? (
          <table className="leaderboard-table">
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.player')}</th>
                <th scope="col">{t('leaderboard.rating')}</th>
                <th scope="col">{t('leaderboard.games')}</th>
              </tr>
            </thead>
            <tbody>
              {board.call.value.map((entry) => (
                <tr key={entry.player.id} className={entry.player.id === me ? 'is-me' : undefined}>
                  <td>{entry.rank}</td>
                  <td className="leaderboard-name">
                    {/* A registered player's name is their user name, which names their profile. */}
                    <Link to={profilePath(entry.player.name)}>{entry.player.name}</Link>
                  </td>
                  <td>
                    <RatingText rating={{ value: entry.rating, provisional: entry.provisional }} />
                  </td>
                  <td>{entry.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      {levels.call.state === 'ok' ? (
        <section className="panel">
          <p className="leaderboard-method">{t('leaderboard.method')}</p>
          <ul className="leaderboard-levels">
            {levels.call.value
              .filter((entry) => offered.has(entry.level))
              .map((entry) => (
                <li key={entry.level}>
                  {t('leaderboard.computer', {
                    level: levelName(entry.level),
                    rating: entry.rating,
                  })}
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

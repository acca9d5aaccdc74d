/**
 * The players one follows, each with whether they are here and the games they play now, with a link to watch; on
 * the friends page, a challenge to each.
 */
import type { Followed } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingText } from '../shared/RatingText.js';
import { ChallengeForm } from './ChallengeForm.js';
import '../shared/ratings.css';
import './people.css';

export function FollowedList({
  players,
  challenges = false,
}: {
  readonly players: readonly Followed[];
  /** Whether each player can be challenged from the list (the friends page). */
  readonly challenges?: boolean;
}) {
  const { t } = useTranslation('pages');
  return (
    <ul className="list followed-list">
      {players.map((player) => (
        <li key={player.username} className={player.online ? 'is-online' : 'is-away'}>
          <span className="presence-dot" aria-hidden="true" />
          <span className="grow">
            <Link to={`/players/${player.username}`}>{player.username}</Link>
            {player.rating ? (
              <>
                {' '}
                <RatingText rating={player.rating} />
              </>
            ) : null}
            <span className="muted"> · {player.online ? t('people.online') : t('people.offline')}</span>
            {player.playing.map((game) => (
              <span key={game.gameId} className="followed-game">
                {t('people.playing', { name: game.opponent })}
                <Link className="button" to={`/game/${game.gameId}`}>
                  {t('people.watch')}
                </Link>
              </span>
            ))}
          </span>
          {challenges ? <ChallengeForm name={player.username} /> : null}
        </li>
      ))}
    </ul>
  );
}

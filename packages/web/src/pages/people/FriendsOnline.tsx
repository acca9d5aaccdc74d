/** On the home page of a registered player who follows anyone: those of them here now, and a link to all. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { FollowedList } from './FollowedList.js';
import { useFollows } from './use-follows.js';

export function FriendsOnline() {
  const { t } = useTranslation('pages');
  const player = useKnownPlayer();
  const registered = player?.username ? player.id : null;
  const { call } = useFollows(registered);
  if (call.state !== 'ok' || call.value.players.length === 0) return null;
  const online = call.value.players.filter((followed) => followed.online);
  return (
    <section className="panel home-friends" aria-labelledby="home-friends-title">
      <h2 id="home-friends-title">{t('people.onlineTitle')}</h2>
      {online.length === 0 ? (
        <p className="muted">{t('people.noneOnline')}</p>
      ) : (
        <FollowedList players={online} />
      )}
      <p>
        <Link to="/friends">{t('people.allFriends')}</Link>
      </p>
    </section>
  );
}

/**
 * A registered player's profile (/players/:name): since when, their finished games counted, the last ones with
 * their replays, their reviewed games' chart and the decisions to try again (ProfileReviews.tsx); on the player's
 * own profile, logging out here or everywhere; on another's, following and blocking them (people/).
 */
import { ENDPOINTS, type Profile, type SeatView } from '@katz/protocol';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { LoadedCall } from '../shared/LoadedCall.js';
import { playerElement } from '../shared/PlayerLink.js';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import { AccountActions } from './AccountActions.js';
import { ProfileRating } from './ProfileRating.js';
import { ProfileReviews } from './ProfileReviews.js';
import { ProfileRelation } from '../people/ProfileRelation.js';
import '../shared/pages.css';
import './accounts.css';
import { TournamentLink } from '../shared/TournamentLink.js';

export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const name = useParams().name ?? '';
  usePageTitle(name);
  const { call, reload } = useCall(ENDPOINTS.getProfile, { params: { name } }, name);
  return (
    <LoadedCall
      call={call}
      retry={reload}
      loading={t('loading')}
      goneTitle={t('profile.notFound')}
      goneLead={t('profile.notFoundLead', { name })}
    >
      {(profile) => <ProfileView profile={profile} />}
    </LoadedCall>
  );
}

function ProfileView({ profile }: { readonly profile: Profile }) {
  const { t, i18n } = useTranslation('accounts');
  const { t: tPages } = useTranslation('pages');
  const me = useKnownPlayer();
  // In the app's language, in the browser's own variant of it where it has one (en-GB: 25 November 2026).
  const language = i18n.resolvedLanguage ?? 'en';
  const locale = navigator.languages.find((tag) => tag.split('-')[0] === language) ?? language;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' });
  const counts = ['played', 'won', 'drawn', 'lost'] as const;
  return (
    <div className="page account-page profile">
      <h1>{profile.username}</h1>
      <p className="lead">{t('profile.since', { date: date(profile.registeredAt) })}</p>
      <ProfileRelation name={profile.username} you={profile.you} />
      <ProfileRating username={profile.username} rating={profile.rating} />
      <section className="panel" aria-labelledby="profile-games-title">
        <h2 id="profile-games-title">{t('profile.games')}</h2>
        <dl className="profile-counts">
          {counts.map((count) => (
            <div key={count} className={`profile-count profile-${count}`}>
              <dt>{t(`profile.${count}`)}</dt>
              <dd>{profile.games[count]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel profile-recent" aria-labelledby="profile-recent-title">
        <h2 id="profile-recent-title">{t('profile.recent')}</h2>
        {profile.recentGames.length === 0 ? <p className="muted">{t('profile.noGames')}</p> : null}
        {profile.recentGames.length > 0 ? (
          <ul className="list">
            {profile.recentGames.map((game) => (
              <li key={game.id}>
                <span className={`badge badge-${game.outcome}`}>{t(`profile.outcome.${game.outcome}`)}</span>
                <span className="grow">
                  <Trans
                    t={t}
                    i18nKey="profile.against"
                    values={{ name: seatName(game.opponent, computerName(tPages)) }}
                    components={{ player: playerElement(registeredName(game.opponent)) }}
                  />
                  <TournamentLink tournament={game.tournament} />
                  <span className="muted"> · {date(game.endedAt)}</span>
                </span>
                <Link className="button" to={`/replay/${game.id}`}>
                  {t('profile.replay')}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <ProfileReviews profile={profile} own={me?.username === profile.username} date={date} />
      {me?.username === profile.username ? <AccountActions /> : null}
    </div>
  );
}

/** A seat's user name: a person with a rating is registered, and plays under it. */
function registeredName(seat: SeatView): string | null {
  return seat.kind === 'person' && seat.rating !== undefined ? seat.name : null;
}

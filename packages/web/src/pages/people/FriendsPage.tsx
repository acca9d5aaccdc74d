/**
 * The friends page (/friends): the players the registered player follows, who of them is here now and what they
 * play, the switch that hides their own presence, and the players they block, each to unblock (docs/social.md).
 */
import { ENDPOINTS } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { FollowedList } from './FollowedList.js';
import { useFollows } from './use-follows.js';
import '../shared/pages.css';
import './people.css';

export function FriendsPage() {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  usePageTitle(t('people.friendsTitle'));
  const player = useKnownPlayer();
  if (player === undefined) return <p className="app-loading">{common('loading')}</p>;
  if (!player?.username) {
    return (
      <div className="page">
        <h1>{t('people.friendsTitle')}</h1>
        <p className="lead">{t('people.registerFirst')}</p>
        <p>
          <Link className="button button-primary" to="/register">
            {t('people.registerLink')}
          </Link>
        </p>
      </div>
    );
  }
  return <Friends playerId={player.id} />;
}

function Friends({ playerId }: { readonly playerId: string }) {
  const { t } = useTranslation('pages');
  const follows = useFollows(playerId);
  const { call, reload } = follows;
  return (
    <div className="page friends-page">
      <h1>{t('people.friendsTitle')}</h1>
      <p className="lead">{t('people.friendsLead')}</p>
      <section className="panel" aria-labelledby="friends-list-title">
        <h2 id="friends-list-title" className="visually-hidden">
          {t('people.friendsTitle')}
        </h2>
        {call.state === 'failed' ? <ErrorNotice error={call.error} retry={reload} /> : null}
        {call.state === 'ok' && call.value.players.length === 0 ? (
          <p className="muted">{t('people.noFriends')}</p>
        ) : null}
        {call.state === 'ok' && call.value.players.length > 0 ? (
          <FollowedList players={call.value.players} challenges />
        ) : null}
        {call.state === 'ok' ? <PresenceSwitch hidden={call.value.hidden} onChanged={reload} /> : null}
      </section>
      <BlockedPlayers />
    </div>
  );
}

function PresenceSwitch({ hidden, onChanged }: { readonly hidden: boolean; readonly onChanged: () => void }) {
  const { t } = useTranslation('pages');
  const [failed, setFailed] = useState<CallError | null>(null);
  const change = async (next: boolean) => {
    const answer = await api.call(ENDPOINTS.setPresence, { body: { hidden: next } });
    setFailed(answer.ok ? null : answer.error);
    onChanged();
  };
  return (
    <>
      <label className="presence-switch">
        <input type="checkbox" checked={hidden} onChange={(event) => void change(event.target.checked)} />
        {t('people.hide')}
      </label>
      <p className="muted">{t('people.hideHint')}</p>
      {failed ? <ErrorNotice error={failed} /> : null}
    </>
  );
}

function BlockedPlayers() {
  const { t } = useTranslation('pages');
  const { call, reload } = useCall(ENDPOINTS.listBlocks, {}, 'blocks');
  const unblock = async (name: string) => {
    await api.call(ENDPOINTS.unblock, { params: { name } });
    reload();
  };
  return (
    <section className="panel" aria-labelledby="friends-blocked-title">
      <h2 id="friends-blocked-title">{t('people.blockedTitle')}</h2>
      {call.state === 'failed' ? <ErrorNotice error={call.error} retry={reload} /> : null}
      {call.state === 'ok' && call.value.length === 0 ? (
        <p className="muted">{t('people.noneBlocked')}</p>
      ) : null}
      {call.state === 'ok' && call.value.length > 0 ? (
        <ul className="list">
          {call.value.map(({ username }) => (
            <li key={username}>
              <Link className="grow" to={`/players/${username}`}>
                {username}
              </Link>
              <button type="button" className="button" onClick={() => void unblock(username)}>
                {t('people.unblock')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

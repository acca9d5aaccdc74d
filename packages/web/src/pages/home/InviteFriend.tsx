/**
 * Challenge a friend: an invitation link (and, if the player wants, a place in the lobby). While it is open the
 * panel shows the link and waits; it survives a reload of the page, since the invitation is kept on the server.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { useKnownPlayer } from '../../server/use-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { InvitationPanel } from '../shared/InvitationPanel.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import type { HomeChoices } from './home-choices.js';

/** The open invitation of this tab, so that a reload shows it again. */
const OPEN_KEY = 'katz.openChallenge';

export function InviteFriend({
  choices,
  onChoose,
  onChanged,
}: {
  readonly choices: HomeChoices;
  readonly onChoose: (change: Partial<HomeChoices>) => void;
  /** The lobby changed (an invitation listed there was made or withdrawn). */
  readonly onChanged: () => void;
}) {
  const { t } = useTranslation('pages');
  const { t: r } = useTranslation('ratings');
  // Rated games are for registered players: a guest sees the choice, and how to get it.
  const registered = Boolean(useKnownPlayer()?.username);
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);

  useEffect(() => {
    const id = sessionStorage.getItem(OPEN_KEY);
    if (id === null) return;
    void api.call(ENDPOINTS.getChallenge, { params: { id } }).then((result) => {
      if (result.ok && result.value.state === 'open') setChallenge(result.value);
      else sessionStorage.removeItem(OPEN_KEY);
    });
  }, []);

  const create = async () => {
    setCreating(true);
    setError(null);
    const result = await api.call(ENDPOINTS.createChallenge, {
      body: {
        visibility: choices.lobby ? 'lobby' : 'link',
        turnSeconds: choices.friendSeconds,
        rated: registered && choices.rated,
      },
    });
    setCreating(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    sessionStorage.setItem(OPEN_KEY, result.value.id);
    setChallenge(result.value);
    onChanged();
  };

  return (
    <section className="panel home-friend" aria-labelledby="home-friend-title">
      <h2 id="home-friend-title">{t('home.friend.title')}</h2>
      {challenge ? (
        <InvitationPanel
          challenge={challenge}
          onWithdrawn={() => {
            sessionStorage.removeItem(OPEN_KEY);
            setChallenge(null);
            onChanged();
          }}
        />
      ) : (
        <>
          <p>{t('home.friend.lead')}</p>
          <div className="row home-choices">
            <label className="field" htmlFor="friend-time">
              {t('home.friend.turnTime')}
              <TurnTimeSelect
                id="friend-time"
                value={choices.friendSeconds}
                onChange={(friendSeconds) => {
                  onChoose({ friendSeconds });
                }}
              />
            </label>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={choices.lobby}
              onChange={(event) => {
                onChoose({ lobby: event.target.checked });
              }}
            />
            <span>{t('home.friend.lobby')}</span>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={registered && choices.rated}
              disabled={!registered}
              aria-describedby={registered ? undefined : 'rated-needs-account'}
              onChange={(event) => {
                onChoose({ rated: event.target.checked });
              }}
            />
            <span>{r('ratedChoice')}</span>
          </label>
          {registered ? null : (
            <p id="rated-needs-account" className="muted">
              <Trans
                t={r}
                i18nKey="ratedNeedsAccount"
                components={{ register: <Link to="/register" />, login: <Link to="/login" /> }}
              />
            </p>
          )}
          <p>
            <button type="button" className="button" disabled={creating} onClick={() => void create()}>
              {creating ? t('home.friend.creating') : t('home.friend.create')}
            </button>
          </p>
          {error ? <ErrorNotice error={error} /> : null}
        </>
      )}
    </section>
  );
}

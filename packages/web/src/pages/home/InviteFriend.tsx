/**
 * Challenge a friend: an invitation link (and, if the player wants, a place in the lobby). While one is open the
 * panel shows its link and waits; the player's open invitations are asked of the server (`mine=true`), so a
 * reload, or another device, shows them again, and those beside the newest can be withdrawn here.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { InvitationPanel } from '../shared/InvitationPanel.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import type { HomeChoices } from './home-choices.js';
import { OtherInvitations } from './OtherInvitations.js';

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
  const player = useKnownPlayer();
  const registered = Boolean(player?.username);
  const playerId = player?.id;
  /** The player's open invitations, newest first; the first is the one the panel waits on. */
  const [open, setOpen] = useState<readonly ChallengeView[]>([]);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    // Asked once the session's player is known: a first visit has no session until the page makes a guest.
    if (playerId === undefined) return;
    let current = true;
    void api.call(ENDPOINTS.listChallenges, { query: { mine: 'true' } }).then((result) => {
      if (current && result.ok) setOpen(result.value);
    });
    return () => {
      current = false;
    };
  }, [round, playerId]);
  const withdrawn = (id: string) => {
    setOpen((list) => list.filter((challenge) => challenge.id !== id));
    setRound((value) => value + 1);
    onChanged();
  };
  const [challenge, ...others] = open;

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
    setOpen((list) => [result.value, ...list]);
    // A list asked before the invitation was made (on a first visit it is asked as the guest session starts,
    // beside this call) would answer without it and take it off the page: asking again drops that answer.
    setRound((value) => value + 1);
    onChanged();
  };

  return (
    <section className="panel home-friend" aria-labelledby="home-friend-title">
      <h2 id="home-friend-title">{t('home.friend.title')}</h2>
      {challenge ? (
        <InvitationPanel
          key={challenge.id}
          challenge={challenge}
          onWithdrawn={() => {
            withdrawn(challenge.id);
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
      {others.length > 0 ? <OtherInvitations challenges={others} onWithdrawn={withdrawn} /> : null}
    </section>
  );
}

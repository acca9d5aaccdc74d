/**
 * The player's open invitations beside the one the panel waits on (made on another device or tab, or through
 * the API): each with its link and a way to withdraw it, since a player may have only so many open at once.
 * Each is waited on too: when a friend accepts one, the player goes to the game, as from the panel.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useGameStarted } from '../../connection/use-game-started.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { perTurnText } from '../../i18n/time-words.js';

export function OtherInvitations({
  challenges,
  onWithdrawn,
}: {
  readonly challenges: readonly ChallengeView[];
  readonly onWithdrawn: (id: string) => void;
}) {
  const { t } = useTranslation('pages');
  const [error, setError] = useState<CallError | null>(null);

  const withdraw = async (id: string) => {
    setError(null);
    const result = await api.call(ENDPOINTS.cancelChallenge, { params: { id } });
    if (result.ok) onWithdrawn(id);
    else setError(result.error);
  };

  return (
    <div className="other-invitations">
      <h3>{t('home.friend.others', { count: challenges.length })}</h3>
      {error ? <ErrorNotice error={error} /> : null}
      <ul className="list">
        {challenges.map((challenge) => (
          <OtherInvitation
            key={challenge.id}
            challenge={challenge}
            onWithdraw={() => void withdraw(challenge.id)}
          />
        ))}
      </ul>
    </div>
  );
}

function OtherInvitation({
  challenge,
  onWithdraw,
}: {
  readonly challenge: ChallengeView;
  readonly onWithdraw: () => void;
}) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  useGameStarted(challenge.id, (gameId) => {
    void navigate(`/game/${gameId}`);
  });
  const time = perTurnText(challenge.turnSeconds);
  return (
    <li>
      <span className="grow">
        <Link to={challenge.link}>{time}</Link>
        {challenge.visibility === 'lobby' ? (
          <span className="muted"> · {t('home.friend.listed')}</span>
        ) : null}
      </span>
      <button
        type="button"
        className="button button-quiet"
        aria-label={t('home.friend.withdrawLabel', { time })}
        onClick={onWithdraw}
      >
        {t('invitation.cancel')}
      </button>
    </li>
  );
}

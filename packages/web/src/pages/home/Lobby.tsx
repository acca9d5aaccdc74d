/** The lobby: challenges anyone may accept, refreshed while the page is open; accepting goes to the game. */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import type { CallState } from '../../connection/use-call.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { LobbyChallenge } from './LobbyChallenge.js';

/** How often the open list is asked again. */
const REFRESH_MS = 15_000;

export function Lobby({
  challenges,
  reload,
  playerId,
}: {
  readonly challenges: CallState<ChallengeView[]>;
  readonly reload: () => void;
  readonly playerId: string | null;
}) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [error, setError] = useState<CallError | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [reload]);

  const accept = async (challenge: ChallengeView) => {
    setAccepting(challenge.id);
    setError(null);
    const result = await api.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
    setAccepting(null);
    if (result.ok) {
      void navigate(`/game/${result.value.gameId}`);
      return;
    }
    setError(result.error);
    reload();
  };

  const withdraw = async (challenge: ChallengeView) => {
    setError(null);
    const result = await api.call(ENDPOINTS.cancelChallenge, { params: { id: challenge.id } });
    if (!result.ok) setError(result.error);
    reload();
  };

  return (
    <section className="panel home-lobby" aria-labelledby="home-lobby-title">
      <div className="row home-heading">
        <h2 id="home-lobby-title">{t('home.lobby.title')}</h2>
        <button type="button" className="button button-quiet" onClick={reload}>
          {t('home.lobby.refresh')}
        </button>
      </div>
      {error ? <ErrorNotice error={error} /> : null}
      {challenges.state === 'failed' ? <ErrorNotice error={challenges.error} retry={reload} /> : null}
      {challenges.state === 'ok' && challenges.value.length === 0 ? (
        <p className="muted">{t('home.lobby.empty')}</p>
      ) : null}
      {challenges.state === 'ok' && challenges.value.length > 0 ? (
        <ul className="list">
          {challenges.value.map((challenge) => (
            <LobbyChallenge
              key={challenge.id}
              challenge={challenge}
              own={challenge.creator.id === playerId}
              busy={accepting !== null}
              onAccept={() => void accept(challenge)}
              onWithdraw={() => void withdraw(challenge)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The direct challenges to the player, each to accept or decline (IncomingChallenges.tsx). */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../connection/api-client.js';
import { api, live } from '../connection/browser-connection.js';
import { refusalText } from '../i18n/refusal-words.js';
import { perTurnText } from '../i18n/time-words.js';
import './incoming-challenges.css';

export default function ChallengesToYou() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [challenges, setChallenges] = useState<readonly ChallengeView[]>([]);
  const [failed, setFailed] = useState<CallError | null>(null);
  const look = useCallback(() => {
    void api.call(ENDPOINTS.listChallenges, { query: { incoming: 'true' } }).then((result) => {
      if (result.ok) setChallenges(result.value);
    });
  }, []);
  useEffect(() => {
    const stops = [
      live.listen((message) => {
        if (message.type === 'challenged') {
          setChallenges((shown) => [
            message.challenge,
            ...shown.filter((one) => one.id !== message.challenge.id),
          ]);
        }
        if (message.type === 'challengeAnswered') {
          setChallenges((shown) => shown.filter((one) => one.id !== message.challengeId));
        }
      }),
      live.onOpen(look),
      live.hold(),
    ];
    look();
    return () => {
      for (const stop of stops) stop();
    };
  }, [look]);
  if (challenges.length === 0) return null;

  const accept = async (challenge: ChallengeView) => {
    const answer = await api.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
    setFailed(answer.ok ? null : answer.error);
    setChallenges((shown) => shown.filter((one) => one.id !== challenge.id));
    if (answer.ok) void navigate(`/game/${answer.value.gameId}`);
  };
  const decline = async (challenge: ChallengeView) => {
    const answer = await api.call(ENDPOINTS.declineChallenge, { params: { id: challenge.id } });
    setFailed(answer.ok ? null : answer.error);
    setChallenges((shown) => shown.filter((one) => one.id !== challenge.id));
  };
  return (
    <section className="incoming-challenges" aria-label={t('challenges.title')}>
      <ul>
        {challenges.map((challenge) => (
          <li key={challenge.id} className="incoming-challenge">
            <span className="incoming-challenge-text">
              <strong>{t('challenges.from', { name: challenge.creator.name })}</strong>{' '}
              <span>
                {perTurnText(challenge.turnSeconds)}
                {challenge.rated ? ` · ${t('challenges.rated')}` : ''}
              </span>
            </span>
            <span className="incoming-challenge-actions">
              <button type="button" className="button button-primary" onClick={() => void accept(challenge)}>
                {t('challenges.accept')}
              </button>
              <button type="button" className="button" onClick={() => void decline(challenge)}>
                {t('challenges.decline')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="incoming-challenge-failed" role="alert">
          {refusalText(t, failed)}
        </p>
      ) : null}
    </section>
  );
}

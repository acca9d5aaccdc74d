/**
 * Challenge one registered player directly (docs/social.md), from their profile or the friends page: the time per
 * turn and whether it is rated, then a wait for the answer that can be withdrawn. An accepted challenge opens its
 * game; a declined one, or one that ran out, says so.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useChallengeAnswer, type ChallengeAnswer } from '../../connection/use-challenge-answer.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { RatedChoice } from '../shared/RatedChoice.js';
import { TurnTimeSelect } from '../shared/TurnTimeSelect.js';
import './people.css';

/** Two minutes a turn unless the player chooses otherwise: a live game, answered within its ten minutes. */
const FIRST_TURN_SECONDS = 120;

export function ChallengeForm({ name }: { readonly name: string }) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [turnSeconds, setTurnSeconds] = useState(FIRST_TURN_SECONDS);
  const [rated, setRated] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ChallengeView | null>(null);
  const [outcome, setOutcome] = useState<ChallengeAnswer | null>(null);
  const [failed, setFailed] = useState<CallError | null>(null);
  useChallengeAnswer(sent?.id ?? null, (state, gameId) => {
    if (state === 'accepted' && gameId !== null) {
      void navigate(`/game/${gameId}`);
      return;
    }
    setSent(null);
    setOutcome(state);
  });
  const send = async () => {
    setSending(true);
    const answer = await api.call(ENDPOINTS.challengePlayer, {
      params: { name },
      body: { turnSeconds, rated },
    });
    setSending(false);
    setFailed(answer.ok ? null : answer.error);
    if (answer.ok) {
      setSent(answer.value);
      setOutcome(null);
    }
  };
  const withdraw = async (challenge: ChallengeView) => {
    const answer = await api.call(ENDPOINTS.cancelChallenge, { params: { id: challenge.id } });
    setFailed(answer.ok ? null : answer.error);
    if (answer.ok) {
      setSent(null);
      setOutcome('cancelled');
    }
  };
  const outcomeText = {
    declined: t('people.declined', { name }),
    expired: t('people.expired'),
    cancelled: t('people.withdrawn'),
    accepted: null,
  } as const;

  if (sent !== null) {
    return (
      <div className="challenge-form" role="status">
        <p>{t('people.waiting', { name })}</p>
        <button type="button" className="button" onClick={() => void withdraw(sent)}>
          {t('people.withdraw')}
        </button>
        {failed ? <ErrorNotice error={failed} /> : null}
      </div>
    );
  }
  return (
    <div className="challenge-form">
      {outcome === null ? null : (
        <p className="muted" role="status">
          {outcomeText[outcome]}
        </p>
      )}
      {open ? (
        <fieldset className="challenge-terms">
          <legend>{t('people.challengeTitle', { name })}</legend>
          <label className="field" htmlFor={`challenge-time-${name}`}>
            {t('home.friend.turnTime')}
            <TurnTimeSelect id={`challenge-time-${name}`} value={turnSeconds} onChange={setTurnSeconds} />
          </label>
          <RatedChoice registered rated={rated} onChoose={setRated} />
          <button
            type="button"
            className="button button-primary"
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? t('people.sending') : t('people.send')}
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
          }}
        >
          {t('people.challenge')}
        </button>
      )}
      {failed ? <ErrorNotice error={failed} /> : null}
    </div>
  );
}

/**
 * One direct challenge from this page to `name` (docs/social.md): sending it, withdrawing it, and its answer as it
 * comes over the live connection. An accepted challenge opens its game; the others leave what became of it.
 */
import { ENDPOINTS, type ChallengeView } from '@katz/protocol';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useChallengeAnswer, type ChallengeAnswer } from '../../connection/use-challenge-answer.js';

export interface DirectChallenge {
  /** The challenge waiting for its answer, or null. */
  readonly sent: ChallengeView | null;
  /** What became of the last one (not `accepted`: that opens the game). */
  readonly outcome: ChallengeAnswer | null;
  readonly sending: boolean;
  readonly failed: CallError | null;
  send(terms: { turnSeconds: number; rated: boolean }): Promise<void>;
  withdraw(): Promise<void>;
}

export function useDirectChallenge(name: string): DirectChallenge {
  const navigate = useNavigate();
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
  return {
    sent,
    outcome,
    sending,
    failed,
    send: async (terms) => {
      setSending(true);
      const answer = await api.call(ENDPOINTS.challengePlayer, { params: { name }, body: terms });
      setSending(false);
      setFailed(answer.ok ? null : answer.error);
      if (answer.ok) {
        setSent(answer.value);
        setOutcome(null);
      }
    },
    withdraw: async () => {
      if (sent === null) return;
      const answer = await api.call(ENDPOINTS.cancelChallenge, { params: { id: sent.id } });
      setFailed(answer.ok ? null : answer.error);
      if (answer.ok) {
        setSent(null);
        setOutcome('cancelled');
      }
    },
  };
}

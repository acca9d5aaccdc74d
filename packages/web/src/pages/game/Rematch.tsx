/**
 * A new game after this one, offered by the table at game over: against the computer it starts at once at the
 * same level and turn time; against a person it makes an invitation with the same turn time to send them.
 */
import { ENDPOINTS, type ChallengeView, type GameView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallError } from '../../server/api-client.js';
import { api } from '../../server/browser-connection.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { InvitationPanel } from '../shared/InvitationPanel.js';
import { seatName } from '../shared/seat-name.js';

export interface RematchState {
  /** Absent while the game runs and for a spectator. */
  readonly offer: (() => void) | undefined;
  readonly opponent: string;
  readonly challenge: ChallengeView | null;
  readonly error: CallError | null;
  readonly clear: () => void;
}

export function useRematch(game: GameView | undefined): RematchState {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);
  const [error, setError] = useState<CallError | null>(null);
  const clear = () => {
    setChallenge(null);
    setError(null);
  };
  if (game?.state !== 'over' || game.seat === null) {
    return { offer: undefined, opponent: '', challenge, error, clear };
  }
  const opponent = game.seats[game.seat === 0 ? 1 : 0];
  const offer = async () => {
    setError(null);
    if (opponent.kind === 'computer') {
      const started = await api.call(ENDPOINTS.startComputerGame, {
        body: { level: opponent.level, turnSeconds: game.turnSeconds },
      });
      if (started.ok) void navigate(`/game/${started.value.id}`);
      else setError(started.error);
      return;
    }
    const created = await api.call(ENDPOINTS.createChallenge, {
      body: { visibility: 'link', turnSeconds: game.turnSeconds },
    });
    if (created.ok) setChallenge(created.value);
    else setError(created.error);
  };
  return {
    offer: () => void offer(),
    opponent: seatName(t, opponent),
    challenge,
    error,
    clear,
  };
}

export function Rematch({ state }: { readonly state: RematchState }) {
  const { t } = useTranslation('pages');
  if (!state.challenge && !state.error) return null;
  return (
    <section className="panel game-rematch" aria-live="polite">
      {state.challenge ? (
        <>
          <h2>{t('game.rematchFriend', { name: state.opponent })}</h2>
          <InvitationPanel challenge={state.challenge} onWithdrawn={state.clear} />
        </>
      ) : null}
      {state.error ? <ErrorNotice error={state.error} /> : null}
      <p>
        <Link to="/">{t('game.home')}</Link>
      </p>
    </section>
  );
}

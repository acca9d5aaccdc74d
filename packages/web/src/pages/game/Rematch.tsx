/**
 * A new game after this one, offered by the table at game over. Against the computer it starts at once at the
 * same level and turn time. Against a person it is a rematch offer on the server: the other player sees it live
 * and accepts (the new game starts for both, seats swapped) or declines; leaving the page clears an open offer.
 */
import { ENDPOINTS, type GameView, type TableNews } from '@katz/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import '../shared/ratings.css';

export interface RematchState {
  /** Absent while the game runs and for a spectator. */
  readonly offer: (() => void) | undefined;
  readonly opponent: string;
  /** Who offered a rematch between people: `you`, `them`, or none. */
  readonly offered: 'you' | 'them' | null;
  readonly starting: boolean;
  readonly decline: () => void;
  readonly error: CallError | null;
}

const NONE = {
  offer: undefined,
  opponent: '',
  offered: null,
  starting: false,
  decline: () => undefined,
} as const;

export function useRematch(game: GameView | undefined, news: TableNews | null): RematchState {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const [error, setError] = useState<CallError | null>(null);
  const gameId = game?.id ?? '';
  const rematchId = news?.rematch.gameId ?? null;
  const open = news !== null && news.rematch.offeredBy !== null && rematchId === null;
  const seated = game?.seat !== null && game?.seat !== undefined;

  // Both players are taken to the rematch when it starts while they are here; one who comes back to this game
  // later stays on it (the rematch is in their running games).
  // Once per rematch: `navigate` changes with every navigation, which runs the effect again.
  const startedBefore = useRef<boolean | null>(null);
  const takenTo = useRef<string | null>(null);
  if (news !== null && startedBefore.current === null) startedBefore.current = rematchId !== null;
  useEffect(() => {
    if (rematchId === null || !seated || startedBefore.current !== false || takenTo.current === rematchId)
      return;
    takenTo.current = rematchId;
    void navigate(`/game/${rematchId}`);
  }, [rematchId, seated, navigate]);

  // Leaving the page with an offer open clears it: the other player is not left waiting for someone gone.
  const openRef = useRef(false);
  openRef.current = open && seated;
  useEffect(
    () => () => {
      if (openRef.current) void api.call(ENDPOINTS.declineRematch, { params: { id: gameId } });
    },
    [gameId],
  );

  if (game?.state !== 'over' || game.seat === null) return { ...NONE, error };
  const seat = game.seat;
  const opponent = game.seats[seat === 0 ? 1 : 0];
  const answer = (result: { ok: true } | { ok: false; error: CallError }) => {
    setError(result.ok ? null : result.error);
  };
  if (opponent.kind === 'computer') {
    const offer = async () => {
      setError(null);
      const started = await api.call(ENDPOINTS.startComputerGame, {
        body: { level: opponent.level, turnSeconds: game.turnSeconds },
      });
      if (started.ok) void navigate(`/game/${started.value.id}`);
      else setError(started.error);
    };
    return { ...NONE, offer: () => void offer(), opponent: seatName(opponent, computerName(t)), error };
  }
  const offeredBy = news?.rematch.offeredBy ?? null;
  return {
    offer: () => void api.call(ENDPOINTS.offerRematch, { params: { id: game.id } }).then(answer),
    opponent: seatName(opponent, computerName(t)),
    offered: offeredBy === null || rematchId !== null ? null : offeredBy === seat ? 'you' : 'them',
    starting: rematchId !== null && startedBefore.current === false,
    decline: () => void api.call(ENDPOINTS.declineRematch, { params: { id: game.id } }).then(answer),
    error,
  };
}

export function Rematch({ state }: { readonly state: RematchState }) {
  const { t } = useTranslation('ratings');
  if (!state.offered && !state.starting && !state.error) return null;
  return (
    <section className="panel game-rematch rematch-offer" aria-live="polite" data-testid="rematch">
      {state.starting ? <p>{t('rematch.starting')}</p> : null}
      {state.offered === 'you' ? (
        <>
          <p>{t('rematch.offered', { name: state.opponent })}</p>
          <button type="button" className="button" onClick={state.decline}>
            {t('rematch.withdraw')}
          </button>
        </>
      ) : null}
      {state.offered === 'them' ? (
        <>
          <p>{t('rematch.incoming', { name: state.opponent })}</p>
          <button type="button" className="button button-primary" onClick={state.offer}>
            {t('rematch.accept')}
          </button>
          <button type="button" className="button" onClick={state.decline}>
            {t('rematch.decline')}
          </button>
        </>
      ) : null}
      {state.error ? <ErrorNotice error={state.error} /> : null}
    </section>
  );
}

/**
 * What the session's player may do on a tournament's page. Before the start: join or leave, and (its creator)
 * start now. While a Swiss runs: withdraw, asked twice since it is for good. While an arena runs: join until its
 * window closes, pause (not paired again until coming back; a game under way goes on) and come back, asked once
 * since a pause is undone by coming back.
 */
import { ENDPOINTS, type ArenaTournamentView, type TournamentView } from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';

type Act = (endpoint: typeof ENDPOINTS.joinTournament) => Promise<void>;

interface PartProps {
  readonly tournament: TournamentView;
  readonly busy: boolean;
  readonly act: Act;
}

export function YourPart({
  tournament,
  reload,
}: {
  readonly tournament: TournamentView;
  readonly reload: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  /** Join, leave (withdraw, pause) or start now: the same request on the tournament, then the page asked again. */
  const act: Act = async (endpoint) => {
    setBusy(true);
    setError(null);
    const result = await api.call(endpoint, { params: { id: tournament.id } });
    setBusy(false);
    if (!result.ok) setError(result.error);
    reload();
  };
  const props = { tournament, busy, act };
  return (
    <>
      {tournament.state === 'open' ? <BeforeStart {...props} /> : null}
      {tournament.state === 'running' ? (
        tournament.format === 'arena' ? (
          <ArenaRunning {...props} tournament={tournament} />
        ) : (
          <SwissRunning {...props} />
        )
      ) : null}
      {error ? <ErrorNotice error={error} /> : null}
    </>
  );
}

function BeforeStart({ tournament, busy, act }: PartProps) {
  const { t } = useTranslation('tournaments');
  const player = useKnownPlayer();
  const joined = tournament.you?.joined === true;
  return (
    <>
      {joined ? <p>{t('page.joined')}</p> : null}
      <p className="row">
        {joined ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(ENDPOINTS.leaveTournament)}
          >
            {t('page.leave')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void act(ENDPOINTS.joinTournament)}
          >
            {t('page.join')}
          </button>
        )}
        {player?.id === tournament.creator.id ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void act(ENDPOINTS.startTournament)}
          >
            {t('page.startNow')}
          </button>
        ) : null}
      </p>
    </>
  );
}

/**
 * Whether the session's player sits out the round under way with a bye: their pairing of that round has no
 * second player.
 */
function hasBye(tournament: TournamentView, me: string | undefined): boolean {
  return tournament.pairings.some(
    (pairing) =>
      pairing.round === tournament.round && pairing.players[1] === null && pairing.players[0].id === me,
  );
}

function SwissRunning({ tournament, busy, act }: PartProps) {
  const { t } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  const [confirming, setConfirming] = useState(false);
  const you = tournament.you;
  if (you?.withdrawn === true) return <p className="muted">{t('page.withdrawn')}</p>;
  if (you?.joined !== true) return null;
  // What a bye scores: a win on ordinary deals, half the round's top in matchpoints on duplicate deals.
  const bye = hasBye(tournament, me);
  return (
    <>
      <p>{bye ? t(tournament.dealing === 'round' ? 'page.byeField' : 'page.bye') : t('page.joined')}</p>
      {confirming ? (
        <div className="row" role="group" aria-label={t('page.withdrawConfirm')}>
          <p>{t('page.withdrawConfirm')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void act(ENDPOINTS.leaveTournament).then(() => {
                setConfirming(false);
              })
            }
          >
            {t('page.withdrawYes')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setConfirming(false);
            }}
          >
            {t('page.keepPlaying')}
          </button>
        </div>
      ) : (
        <p className="row">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('page.withdraw')}
          </button>
        </p>
      )}
    </>
  );
}

function ArenaRunning({ tournament, busy, act }: PartProps & { readonly tournament: ArenaTournamentView }) {
  const { t } = useTranslation('tournaments');
  const you = tournament.you;
  const open = tournament.endsAt !== null && new Date(tournament.endsAt).getTime() > Date.now();
  if (you?.joined === true) {
    return (
      <>
        <p>{you.runningGames.length === 0 ? t('page.arenaWaiting') : t('page.joined')}</p>
        {open ? (
          <p className="row">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void act(ENDPOINTS.leaveTournament)}
            >
              {t('page.pause')}
            </button>
          </p>
        ) : null}
      </>
    );
  }
  if (!open) return null;
  return (
    <>
      {you?.paused === true ? <p>{t('page.paused')}</p> : null}
      <p className="row">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => void act(ENDPOINTS.joinTournament)}
        >
          {you?.paused === true ? t('page.comeBack') : t('page.join')}
        </button>
      </p>
    </>
  );
}

/**
 * `/tournaments/{id}`: one tournament. Before its start, a countdown and the buttons to join, leave or (its
 * creator) start now; while it runs, "your game is ready" with a link to each of the player's games, the
 * standings and every round's pairings, asked again every few seconds so that they move as games end; at the
 * end, the final standings.
 */
import { ENDPOINTS, type TournamentView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import type { CallError } from '../../connection/api-client.js';
import { api } from '../../connection/browser-connection.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { timeLeftText } from '../../i18n/time-words.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { Gone } from '../shared/Gone.js';
import { Pairings } from './Pairings.js';
import { Standings } from './Standings.js';
import { factsText } from './tournament-words.js';
import '../shared/pages.css';
import './tournaments.css';

/** How often an open or running tournament is asked again: the standings move as its games end. */
const REFRESH_MS = 4_000;

export function TournamentPage() {
  const { t } = useTranslation('tournaments');
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getTournament, { params: { id } }, id);
  const live = call.state === 'ok' && (call.value.state === 'open' || call.value.state === 'running');
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(reload, REFRESH_MS);
    return () => {
      clearInterval(timer);
    };
  }, [live, reload]);
  usePageTitle(call.state === 'ok' ? call.value.name : t('title'));

  if (call.state === 'loading') return <p className="app-loading">{t('loading', { ns: 'common' })}</p>;
  if (call.state === 'failed') {
    if (call.error.status === 404 || call.error.code === 'invalid-input') {
      return <Gone title={t('page.unknownTitle')} lead={t('page.unknown')} />;
    }
    return (
      <div className="page">
        <ErrorNotice error={call.error} retry={reload} />
      </div>
    );
  }
  return <Tournament tournament={call.value} reload={reload} />;
}

function Tournament({
  tournament,
  reload,
}: {
  readonly tournament: TournamentView;
  readonly reload: () => void;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="page tournament">
      <h1>{tournament.name}</h1>
      <p className="muted">
        {factsText(t, tournament)} · {t('page.createdBy', { name: tournament.creator.name })}
      </p>
      <section className="panel tournament-state" aria-live="polite">
        <StateLine tournament={tournament} />
        <YourPart tournament={tournament} reload={reload} />
      </section>
      <YourGames tournament={tournament} />
      <Standings tournament={tournament} />
      <Pairings tournament={tournament} />
    </div>
  );
}

/** Where the tournament stands: a countdown to its start, its round, its end. */
function StateLine({ tournament }: { readonly tournament: TournamentView }) {
  const { t } = useTranslation('tournaments');
  const [now, setNow] = useState(() => Date.now());
  const open = tournament.state === 'open';
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1_000);
    return () => {
      clearInterval(timer);
    };
  }, [open]);
  switch (tournament.state) {
    case 'open': {
      const left = new Date(tournament.startsAt).getTime() - now;
      return (
        <p className="tournament-countdown">
          {left > 0 ? t('page.open', { time: timeLeftText(left) }) : t('page.starting')}
        </p>
      );
    }
    case 'running':
      return <p>{t('page.running', { round: tournament.round, rounds: tournament.rounds })}</p>;
    case 'finished':
      return <p>{t('page.finished', { count: tournament.round })}</p>;
    case 'cancelled':
      return <p>{t('page.cancelled')}</p>;
  }
}

/** Join, leave, withdraw (asked twice), start now: what the session's player may do here. */
function YourPart({
  tournament,
  reload,
}: {
  readonly tournament: TournamentView;
  readonly reload: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const player = useKnownPlayer();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<CallError | null>(null);
  const you = tournament.you;
  /** Join, leave or withdraw, or start now: the same request on the tournament, then the page asked again. */
  const act = async (endpoint: typeof ENDPOINTS.joinTournament) => {
    setBusy(true);
    setError(null);
    const result = await api.call(endpoint, { params: { id: tournament.id } });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) setError(result.error);
    reload();
  };
  const joined = you?.joined === true;
  const creator = player?.id === tournament.creator.id;
  return (
    <>
      {joined ? <p>{t('page.joined')}</p> : null}
      {you?.withdrawn === true ? <p className="muted">{t('page.withdrawn')}</p> : null}
      {tournament.state === 'open' ? (
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
          {creator ? (
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
      ) : null}
      {tournament.state === 'running' && joined ? (
        confirming ? (
          <div className="row" role="group" aria-label={t('page.withdrawConfirm')}>
            <p>{t('page.withdrawConfirm')}</p>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void act(ENDPOINTS.leaveTournament)}
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
        )
      ) : null}
      {error ? <ErrorNotice error={error} /> : null}
    </>
  );
}

/** The session's player's games under way in this tournament, each a link to its table. */
function YourGames({ tournament }: { readonly tournament: TournamentView }) {
  const { t } = useTranslation('tournaments');
  const running = new Set(tournament.you?.runningGames ?? []);
  const me = useKnownPlayer()?.id;
  if (running.size === 0) return null;
  const games = tournament.pairings.flatMap((pairing) =>
    pairing.games
      .filter((game) => running.has(game.id))
      .map((game) => ({
        id: game.id,
        opponent: pairing.players.find((player) => player !== null && player.id !== me)?.name ?? '?',
      })),
  );
  return (
    <section className="panel panel-felt tournament-ready" aria-labelledby="tournament-ready">
      <h2 id="tournament-ready">{t('page.ready', { count: games.length })}</h2>
      <p className="row">
        {games.map((game) => (
          <Link key={game.id} className="button button-primary" to={`/game/${game.id}`}>
            {t('page.play', { name: game.opponent })}
          </Link>
        ))}
      </p>
    </section>
  );
}

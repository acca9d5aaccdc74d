/**
 * `/tournaments/{id}`: one tournament, a Swiss or an arena. Before its start, a countdown and the buttons to join,
 * leave or (its creator) start now; while it runs, "your game is ready" with a link to each of the player's games,
 * the standings and the pairings, read again whenever the server says they changed (use-tournament-news.ts), so
 * that they move as games end (a Swiss shows its round, an arena the time to its end, and takes its player to each
 * new game of theirs); at the end, the final standings.
 */
import { ENDPOINTS, minPlayersOf, type TournamentView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { timeLeftText } from '../../i18n/time-words.js';
import { LoadedCall } from '../shared/LoadedCall.js';
import { useArenaGames } from './arena-games.js';
import { useTournamentNews } from './use-tournament-news.js';
import { ArenaStandings } from './ArenaStandings.js';
import { Pairings } from './Pairings.js';
import { Standings } from './Standings.js';
import { dateText, factsText, playersText } from './tournament-words.js';
import { YourPart } from './YourPart.js';
import '../shared/pages.css';
import './tournaments.css';

export function TournamentPage() {
  const { t } = useTranslation('tournaments');
  const id = useParams().id ?? '';
  const { call, reload } = useCall(ENDPOINTS.getTournament, { params: { id } }, id);
  useTournamentNews(id, {
    active: call.state === 'ok' && (call.value.state === 'open' || call.value.state === 'running'),
    hasSession: call.state === 'ok' && call.value.you !== null,
    reload,
  });
  usePageTitle(call.state === 'ok' ? call.value.name : t('title'));

  return (
    <LoadedCall
      call={call}
      retry={reload}
      loading={t('loading', { ns: 'common' })}
      goneTitle={t('page.unknownTitle')}
      goneLead={t('page.unknown')}
    >
      {(tournament) => <Tournament key={id} tournament={tournament} reload={reload} />}
    </LoadedCall>
  );
}

function Tournament({
  tournament,
  reload,
}: {
  readonly tournament: TournamentView;
  readonly reload: () => void;
}) {
  const { t } = useTranslation('tournaments');
  useArenaGames(tournament, reload);
  return (
    <div className={`page tournament tournament-${tournament.format}`}>
      <h1>{tournament.name}</h1>
      <p className="muted">
        {factsText(t, tournament, playersText(t, tournament))} ·{' '}
        {t('page.createdBy', { name: tournament.creator.name })}
      </p>
      <section className="panel tournament-state" aria-live="polite">
        <StateLine tournament={tournament} />
        <YourPart tournament={tournament} reload={reload} />
      </section>
      <YourGames tournament={tournament} />
      {tournament.format === 'arena' ? (
        <ArenaStandings tournament={tournament} />
      ) : (
        <Standings tournament={tournament} />
      )}
      <Pairings tournament={tournament} />
    </div>
  );
}

/** The time now, once a second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1_000);
    return () => {
      clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

/** Where the tournament stands: a countdown to its start, its round or the time to its end, its end. */
function StateLine({ tournament }: { readonly tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const arena = tournament.format === 'arena';
  const now = useNow(tournament.state === 'open' || (arena && tournament.state === 'running'));
  switch (tournament.state) {
    case 'open': {
      const left = new Date(tournament.startsAt).getTime() - now;
      return (
        <p className="tournament-countdown">
          {left > 0 ? t('page.open', { time: timeLeftText(left) }) : t('page.starting')}
        </p>
      );
    }
    case 'running': {
      if (tournament.format === 'swiss') {
        // On duplicate deals, how many tables of the round still play: all a round shows of its tables to others.
        const deal = tournament.deals.find((each) => each.round === tournament.round);
        const tables =
          deal === undefined || deal.tablesPlaying === 0
            ? ''
            : ` · ${t('page.tablesPlaying', { count: deal.tablesPlaying, tables: deal.tables })}`;
        const round = `${t('page.running', { round: tournament.round, rounds: tournament.rounds })}${tables}`;
        const next = tournament.nextRoundAt;
        return (
          <p>
            {next === null
              ? round
              : t('page.nextRound', { round, date: dateText(next, i18n.resolvedLanguage) })}
          </p>
        );
      }
      const left = tournament.endsAt === null ? 0 : new Date(tournament.endsAt).getTime() - now;
      return left > 0 ? (
        <p className="tournament-countdown arena-countdown">
          {t('page.arenaRunning', { time: timeLeftText(left) })}
        </p>
      ) : (
        <p className="arena-countdown">{t('page.arenaClosing')}</p>
      );
    }
    case 'finished':
      return (
        <>
          <Winner tournament={tournament} />
          {tournament.format === 'swiss' ? (
            <p>{t('page.finished', { count: tournament.round })}</p>
          ) : (
            <p>
              {t('page.arenaFinished', {
                // Each game is on two players' lines.
                count: tournament.standings.reduce((sum, line) => sum + line.games, 0) / 2,
              })}
            </p>
          )}
        </>
      );
    case 'cancelled':
      return <p>{t('page.cancelled', { count: minPlayersOf(tournament.dealing) })}</p>;
  }
}

/**
 * A finished tournament's winner, the first of its final standings (their order is total: no two share a place);
 * an arena names the next two as well, as on its podium.
 */
function Winner({ tournament }: { readonly tournament: TournamentView }) {
  const { t, i18n } = useTranslation('tournaments');
  const [first, ...next] = tournament.standings.map((line) => line.player.name);
  if (first === undefined) return null;
  const others = tournament.format === 'arena' ? next.slice(0, 2) : [];
  return (
    <p className="tournament-winner">
      {others.length === 0
        ? t('page.winner', { name: first })
        : t('page.winnerAhead', {
            name: first,
            others: new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(others),
          })}
    </p>
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

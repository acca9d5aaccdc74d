/**
 * `/tournaments`: the tournaments running, open to join and finished, each a link to its page; and the form
 * that creates one (for registered players: a guest is shown how to become one).
 */
import { ENDPOINTS, type TournamentSummary } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.js';
import { useCall } from '../../connection/use-call.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { CreateTournament } from './CreateTournament.js';
import { dateText, factsText, summaryPlayersText } from './tournament-words.js';
import '../shared/pages.css';
import './tournaments.css';

const SECTIONS = ['running', 'open', 'finished'] as const;

export function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  usePageTitle(t('title'));
  const { call, reload } = useCall(ENDPOINTS.listTournaments, { query: {} }, 'tournaments');
  return (
    <div className="page tournaments">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {call.state === 'failed' ? <ErrorNotice error={call.error} retry={reload} /> : null}
      {SECTIONS.map((section) => (
        <section key={section} className="panel" aria-labelledby={`tournaments-${section}`}>
          <h2 id={`tournaments-${section}`}>{t(`lists.${section}`)}</h2>
          {call.state === 'ok' ? (
            <TournamentList
              tournaments={call.value.filter((tournament) =>
                section === 'finished'
                  ? tournament.state === 'finished' || tournament.state === 'cancelled'
                  : tournament.state === section,
              )}
            />
          ) : (
            <p className="muted">{t('loading', { ns: 'common' })}</p>
          )}
        </section>
      ))}
      <CreateTournament />
    </div>
  );
}

function TournamentList({ tournaments }: { readonly tournaments: readonly TournamentSummary[] }) {
  const { t, i18n } = useTranslation('tournaments');
  if (tournaments.length === 0) return <p className="muted">{t('lists.none')}</p>;
  const when = (iso: string) => dateText(iso, i18n.resolvedLanguage);
  /**
   * An open tournament's start, a running Swiss's round, a running arena's end (past once its window has closed
   * and its last games are played out), or when a finished or cancelled one began or was to begin.
   */
  const badgeText = (tournament: TournamentSummary) => {
    switch (tournament.state) {
      case 'open':
        return t('facts.startsAt', { when: when(tournament.startsAt) });
      case 'running': {
        if (tournament.format === 'arena' && tournament.endsAt !== null) {
          const ended = new Date(tournament.endsAt).getTime() <= Date.now();
          return t(ended ? 'facts.endedAt' : 'facts.endsAt', { when: when(tournament.endsAt) });
        }
        return t('facts.round', { round: tournament.round, rounds: tournament.rounds ?? tournament.round });
      }
      case 'finished':
        return t('facts.startedAt', { when: when(tournament.startsAt) });
      case 'cancelled':
        return t('facts.wasToStart', { when: when(tournament.startsAt) });
    }
  };
  return (
    <ul className="list tournament-list">
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <div className="grow">
            <Link to={tournament.link} className="tournament-name">
              {tournament.name}
            </Link>
            <p className="muted tournament-facts">
              {factsText(t, tournament, summaryPlayersText(t, tournament))}
            </p>
          </div>
          <span className="badge">{badgeText(tournament)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A tournament's pairings: who meets whom, their games (two in the former duplicate format) each a link named for
 * what it opens (play, watch or replay, and whose game), and the points once decided. A Swiss shows every round,
 * the latest first, the bye said in words; on duplicate deals each round's deal, each table of a round in play
 * sealed to all but its players, and once the round is over each table's result against the field. An arena,
 * whose pairings follow each other without rounds, shows the games under way and then its latest finished ones,
 * the rest behind a button.
 */
import type {
  ArenaTournamentView,
  PairingView,
  RoundDeal as RoundDealView,
  TournamentView,
} from '@katz/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { FieldResult, RoundDealLine } from './FieldResult.js';
import { gameLinkWords, pointsText } from './tournament-words.js';

/** How many of an arena's finished games its page lists before "show all": a phone's screen or two. */
const ARENA_FINISHED_SHOWN = 8;

export function Pairings({ tournament }: { readonly tournament: TournamentView }) {
  const { t } = useTranslation('tournaments');
  if (tournament.pairings.length === 0) return null;
  if (tournament.format === 'arena') return <ArenaGames tournament={tournament} />;
  const rounds = [...new Set(tournament.pairings.map((pairing) => pairing.round))];
  return (
    <section className="panel" aria-labelledby="tournament-pairings">
      <h2 id="tournament-pairings">{t('pairings.title')}</h2>
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${String(round)}`}>
          <h3 id={`round-${String(round)}`}>{t('pairings.round', { round })}</h3>
          <RoundDeal deal={tournament.deals.find((deal) => deal.round === round)} />
          <ul className="list pairing-list">
            {tournament.pairings
              .filter((pairing) => pairing.round === round)
              .map((pairing) => (
                <PairingLine key={pairing.board} pairing={pairing} field={tournament.dealing === 'round'} />
              ))}
          </ul>
        </section>
      ))}
      {tournament.dealing === 'round' ? (
        <p className="muted tournament-help">{t('pairings.fieldHelp')}</p>
      ) : null}
    </section>
  );
}

const isRunning = (pairing: PairingView) => pairing.games.some((game) => game.state === 'running');

function ArenaGames({ tournament }: { readonly tournament: ArenaTournamentView }) {
  const { t } = useTranslation('tournaments');
  const [all, setAll] = useState(false);
  const running = tournament.pairings.filter(isRunning);
  const finished = tournament.pairings.filter((pairing) => !isRunning(pairing));
  // Each finished game is on two players' lines; the view holds only the latest of them when there are many.
  const finishedInAll = tournament.standings.reduce((sum, line) => sum + line.games, 0) / 2;
  const more = finished.length > ARENA_FINISHED_SHOWN;
  const parts = [
    { key: 'running', title: t('pairings.running'), pairings: running },
    {
      key: 'finished',
      title: t('pairings.finished'),
      pairings: all ? finished : finished.slice(0, ARENA_FINISHED_SHOWN),
    },
  ] as const;
  return (
    <section className="panel" aria-labelledby="tournament-pairings">
      <h2 id="tournament-pairings">{t('pairings.games')}</h2>
      {parts.map((part) =>
        part.pairings.length === 0 ? null : (
          <section key={part.key} aria-labelledby={`arena-${part.key}`}>
            <h3 id={`arena-${part.key}`}>{part.title}</h3>
            <ul id={`arena-${part.key}-list`} className={`list pairing-list arena-${part.key}`}>
              {part.pairings.map((pairing) => (
                <PairingLine key={`${String(pairing.round)}-${String(pairing.board)}`} pairing={pairing} />
              ))}
            </ul>
          </section>
        ),
      )}
      {more ? (
        <p className="row">
          <button
            type="button"
            className="button button-quiet"
            aria-controls="arena-finished-list"
            onClick={() => {
              setAll(!all);
            }}
          >
            {all
              ? t('pairings.showFewer', { n: ARENA_FINISHED_SHOWN })
              : finished.length < finishedInAll
                ? t('pairings.showKept', { count: finished.length })
                : t('pairings.showAll', { count: finished.length })}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** A round's deal on duplicate deals (none on ordinary deals, where each game has its own). */
const RoundDeal = ({ deal }: { readonly deal: RoundDealView | undefined }) =>
  deal === undefined ? null : <RoundDealLine deal={deal} />;

function PairingLine({
  pairing,
  field = false,
}: {
  readonly pairing: PairingView;
  readonly field?: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const me = useKnownPlayer()?.id;
  const [first, second] = pairing.players;
  if (second === null) {
    return <li className="muted">{t(field ? 'pairings.byeField' : 'pairings.bye', { name: first.name })}</li>;
  }
  return (
    <li className={pairing.field === null ? undefined : 'pairing-with-field'}>
      <span className="grow pairing-players">
        {first.name} – {second.name}
      </span>
      {pairing.points === null ? null : (
        <strong className="pairing-points">
          {t('pairings.result', {
            first: pointsText(pairing.points[0]),
            second: pointsText(pairing.points[1]),
          })}
        </strong>
      )}
      {pairing.games.map((game, index) => {
        const words = gameLinkWords(t, pairing, index, me);
        return words.kind === 'sealed' ? (
          <span key={game.id} className="muted">
            {words.text}
          </span>
        ) : (
          <Link
            key={game.id}
            className="button button-quiet pairing-game"
            to={words.href}
            aria-label={words.label}
          >
            {words.text}
          </Link>
        );
      })}
      {pairing.field === null ? null : <FieldResult pairing={pairing} field={pairing.field} />}
    </li>
  );
}

/**
 * A tournament's pairings: who meets whom, their games (two on a duplicate deal) each a link to its table, and
 * the points once decided. A Swiss shows every round, the latest first, the bye said in words; an arena, whose
 * pairings follow each other without rounds, the games under way and then the latest finished.
 */
import type { PairingView, TournamentView } from '@katz/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pointsText } from './tournament-words.js';

export function Pairings({ tournament }: { readonly tournament: TournamentView }) {
  const { t } = useTranslation('tournaments');
  if (tournament.pairings.length === 0) return null;
  if (tournament.format === 'arena') return <ArenaGames pairings={tournament.pairings} />;
  const rounds = [...new Set(tournament.pairings.map((pairing) => pairing.round))];
  return (
    <section className="panel" aria-labelledby="tournament-pairings">
      <h2 id="tournament-pairings">{t('pairings.title')}</h2>
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${String(round)}`}>
          <h3 id={`round-${String(round)}`}>{t('pairings.round', { round })}</h3>
          <ul className="list pairing-list">
            {tournament.pairings
              .filter((pairing) => pairing.round === round)
              .map((pairing) => (
                <PairingLine key={pairing.board} pairing={pairing} duplicate={tournament.duplicate} />
              ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

const isRunning = (pairing: PairingView) => pairing.games.some((game) => game.state === 'running');

function ArenaGames({ pairings }: { readonly pairings: readonly PairingView[] }) {
  const { t } = useTranslation('tournaments');
  const parts = [
    { key: 'running', title: t('pairings.running'), pairings: pairings.filter(isRunning) },
    {
      key: 'finished',
      title: t('pairings.finished'),
      pairings: pairings.filter((pairing) => !isRunning(pairing)),
    },
  ] as const;
  return (
    <section className="panel" aria-labelledby="tournament-pairings">
      <h2 id="tournament-pairings">{t('pairings.games')}</h2>
      {parts.map((part) =>
        part.pairings.length === 0 ? null : (
          <section key={part.key} aria-labelledby={`arena-${part.key}`}>
            <h3 id={`arena-${part.key}`}>{part.title}</h3>
            <ul className={`list pairing-list arena-${part.key}`}>
              {part.pairings.map((pairing) => (
                <PairingLine
                  key={`${String(pairing.round)}-${String(pairing.board)}`}
                  pairing={pairing}
                  duplicate={false}
                />
              ))}
            </ul>
          </section>
        ),
      )}
    </section>
  );
}

function PairingLine({ pairing, duplicate }: { readonly pairing: PairingView; readonly duplicate: boolean }) {
  const { t } = useTranslation('tournaments');
  const [first, second] = pairing.players;
  if (second === null) return <li className="muted">{t('pairings.bye', { name: first.name })}</li>;
  return (
    <li>
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
      {pairing.games.map((game, index) => (
        <Link key={game.id} className="button button-quiet pairing-game" to={`/game/${game.id}`}>
          {duplicate ? t('pairings.duplicateGame', { n: index + 1 }) : t('pairings.game')}
          {game.state === 'running' ? ` · ${t('pairings.playing')}` : ''}
        </Link>
      ))}
    </li>
  );
}

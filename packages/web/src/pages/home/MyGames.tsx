/** The player's games: running ones (whose turn, the time left) to go back to, finished ones with their replays. */
import { ENDPOINTS, type GameSummary } from '@katz/protocol';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reloadRunningGames, useRunningGames } from '../../connection/running-games.js';
import { useCall } from '../../connection/use-call.js';
import { useKnownPlayer } from '../../connection/use-known-player.js';
import { ErrorNotice } from '../shared/ErrorNotice.js';
import { RatingText } from '../shared/RatingText.js';
import { seatName } from '../../game/seat-name.js';
import { computerName } from '../shared/computer-name.js';
import '../shared/ratings.css';
import { timeLeftText } from '../../i18n/time-words.js';
import { TournamentLink } from '../shared/TournamentLink.js';

/** A page without a player reads as loading: it shows that there are no games, and asks for none. */
const NO_PLAYER = { state: 'loading' } as const;

export function RunningGames() {
  const { t } = useTranslation('pages');
  const { t: r } = useTranslation('ratings');
  // Someone without a session has no games: nobody is made a guest to be told so. The list follows the player's
  // games live, as the header's count does (connection/running-games.ts).
  const player = useKnownPlayer();
  const running = useRunningGames(player?.id ?? null) ?? NO_PLAYER;
  const now = useNow(running.state === 'ok' ? running.value : null);

  return (
    <section className="panel home-running" id="your-games" aria-labelledby="home-running-title">
      <h2 id="home-running-title">{t('home.games.running')}</h2>
      {running.state === 'failed' ? <ErrorNotice error={running.error} retry={reloadRunningGames} /> : null}
      {player === null || (running.state === 'ok' && running.value.length === 0) ? (
        <p className="muted">{t('home.games.noRunning')}</p>
      ) : null}
      {running.state === 'ok' && running.value.length > 0 ? (
        <ul className="list">
          {running.value.map((game) => (
            <li key={game.id}>
              <span className="grow">
                {t('home.games.against', { name: seatName(game.opponent, computerName(t)) })}
                {game.opponent.kind === 'person' && game.opponent.rating ? (
                  <>
                    {' '}
                    <RatingText rating={game.opponent.rating} />
                  </>
                ) : null}
                {game.rated ? <span className="badge badge-rated">{r('ratedBadge')}</span> : null}
                <TournamentLink tournament={game.tournament} />
                {game.clock ? (
                  <span className="muted">
                    {' '}
                    · {t('home.games.timeLeft', { time: timeLeftText(game.clock.msLeft - now.elapsed) })}
                  </span>
                ) : null}
              </span>
              <span className={`badge ${game.yourTurn ? 'badge-turn' : ''}`}>
                {game.yourTurn ? t('home.games.yourTurn') : t('home.games.theirTurn')}
              </span>
              <Link className="button" to={`/game/${game.id}`}>
                {t('home.games.continue')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function FinishedGames() {
  const { t } = useTranslation('pages');
  const player = useKnownPlayer();
  // A game that ends leaves the running list, live: the finished list is asked for again then.
  const games = useRunningGames(player?.id ?? null);
  const running = games?.state === 'ok' ? games.value.map((game) => game.id).join(' ') : '';
  const over = useCall(
    ENDPOINTS.listGames,
    { query: { state: 'over' } },
    `over ${player?.id ?? ''} ${running}`,
    {
      skip: !player,
    },
  );
  // Nothing to show a newcomer: the panel appears with the first finished game.
  if (player === null || (over.call.state === 'ok' && over.call.value.length === 0)) return null;
  return (
    <section className="panel home-finished" aria-labelledby="home-over-title">
      <h2 id="home-over-title">{t('home.games.finished')}</h2>
      {over.call.state === 'failed' ? <ErrorNotice error={over.call.error} retry={over.reload} /> : null}
      {over.call.state === 'ok' && over.call.value.length === 0 ? (
        <p className="muted">{t('home.games.noFinished')}</p>
      ) : null}
      {over.call.state === 'ok' && over.call.value.length > 0 ? (
        <ul className="list">
          {over.call.value.slice(0, 20).map((game) => (
            <li key={game.id}>
              <Outcome t={t} game={game} />
              <span className="grow">
                {t('home.games.against', { name: seatName(game.opponent, computerName(t)) })}
                <TournamentLink tournament={game.tournament} />
              </span>
              <Link className="button" to={`/replay/${game.id}`}>
                {t('home.games.replay')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Outcome({ t, game }: { readonly t: TFunction<'pages'>; readonly game: GameSummary }) {
  const result = game.result;
  if (!result) return null;
  const outcome = result.winner === null ? 'draw' : result.winner === game.seat ? 'won' : 'lost';
  const style = outcome === 'won' ? 'badge-won' : outcome === 'lost' ? 'badge-lost' : '';
  return (
    <span className={`badge ${style}`}>
      {t(`home.games.${outcome}`)} · {t(`home.games.reasons.${result.reason}`)}
    </span>
  );
}

/** The milliseconds since `value` arrived, ticking each second, so clocks count down between refreshes. */
function useNow(value: unknown): { readonly elapsed: number } {
  const [since, setSince] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setSince(Date.now());
    setNow(Date.now());
  }, [value]);
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return { elapsed: Math.max(0, now - since) };
}

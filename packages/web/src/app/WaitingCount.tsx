/** The count of the player's games waiting for their move, in the header and the tab's title (WaitingGames.tsx). */
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useRunningGames } from '../connection/running-games.js';
import { useTitleMark } from './page-title.js';
import './waiting-games.css';

export default function WaitingCount({ playerId }: { readonly playerId: string }) {
  const { t } = useTranslation();
  const games = useRunningGames(playerId);
  const openTable = useMatch('/game/:id')?.params.id ?? null;
  const waiting =
    games?.state === 'ok' ? games.value.filter((game) => game.yourTurn && game.id !== openTable).length : 0;
  useTitleMark(waiting > 0 ? t('waiting.title', { count: waiting }) : null);
  if (waiting === 0) return null;
  return (
    <Link to="/" className="waiting-games" aria-label={t('waiting.badge', { count: waiting })}>
      <span aria-hidden="true">{waiting}</span>
    </Link>
  );
}

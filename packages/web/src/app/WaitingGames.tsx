/**
 * On every page of a player with games: how many wait for their move, as a badge in the header that leads to
 * them and as a count before the tab's title ("(2) Your turn"), so a player who keeps any page open in a tab is
 * called back. The game whose table is open is not counted: its table says "● Your turn" itself. The count and
 * the list behind it follow the player's games live (running-games.ts). They are loaded once the first screen is
 * drawn: they are not part of it, and their script and their question would compete with it.
 */
import { lazy, Suspense } from 'react';
import { useKnownPlayer } from '../connection/use-known-player.js';
import { useAfterFirstScreen } from './use-after-first-screen.js';

const WaitingCount = lazy(() => import('./WaitingCount.js'));

export function WaitingGames() {
  const player = useKnownPlayer();
  const drawn = useAfterFirstScreen();
  if (!player || !drawn) return null;
  return (
    <Suspense fallback={null}>
      <WaitingCount playerId={player.id} />
    </Suspense>
  );
}

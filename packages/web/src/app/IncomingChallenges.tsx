/**
 * The direct challenges to the player (docs/social.md), below the header on every page: who, the time per turn,
 * rated or not, to accept (which opens the game) or decline with one press. They arrive live (`challenged`), go
 * when answered anywhere or run out (`challengeAnswered`), and are asked for again on each new connection.
 * Beside them, the player's wait for a person to play (PoolWaiting.tsx). Loaded once the first screen is drawn,
 * as the count of waiting games is (WaitingGames.tsx).
 */
import { lazy, Suspense } from 'react';
import { useKnownPlayer } from '../connection/use-known-player.js';
import { useAfterFirstScreen } from './use-after-first-screen.js';

const ChallengesToYou = lazy(() => import('./ChallengesToYou.js'));
const PoolWaiting = lazy(() => import('./PoolWaiting.js'));

export function IncomingChallenges() {
  const player = useKnownPlayer();
  const drawn = useAfterFirstScreen();
  if (!player || !drawn) return null;
  // Guests wait in the pool too; only registered players are challenged directly.
  return (
    <Suspense fallback={null}>
      <PoolWaiting playerId={player.id} />
      {player.username ? <ChallengesToYou /> : null}
    </Suspense>
  );
}

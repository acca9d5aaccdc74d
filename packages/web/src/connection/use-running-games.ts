/** The session player's running games as React state (running-games.ts), or null for a page without a player. */
import { useCallback, useSyncExternalStore } from 'react';
import { readRunningGames, runningGamesOf, type RunningGames } from './running-games.js';

const NOBODY: RunningGames = { state: 'loading' };

export function useRunningGames(playerId: string | null): RunningGames | null {
  const subscribe = useCallback(
    (listener: () => void) => (playerId === null ? () => undefined : readRunningGames(playerId, listener)),
    [playerId],
  );
  const games = useSyncExternalStore(subscribe, () =>
    playerId === null ? NOBODY : runningGamesOf(playerId),
  );
  return playerId === null ? null : games;
}

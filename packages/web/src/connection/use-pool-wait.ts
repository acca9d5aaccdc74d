/**
 * The player's wait in the pool (pool-wait.ts) as React state; null before the server's first answer, and for a
 * page without a player, which asks nothing (a visitor is made no guest to be told they do not wait).
 */
import type { PoolState } from '@katz/protocol';
import { useCallback, useSyncExternalStore } from 'react';
import { poolWaitOf, readPoolWait } from './pool-wait.js';

export function usePoolWait(playerId: string | null): PoolState | null {
  const subscribe = useCallback(
    (listener: () => void) => (playerId === null ? () => undefined : readPoolWait(playerId, listener)),
    [playerId],
  );
  return useSyncExternalStore(subscribe, () => (playerId === null ? null : poolWaitOf(playerId)));
}

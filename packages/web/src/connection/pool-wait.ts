/**
 * The player's wait in the pool for a person to play (docs/social.md, "A person now"), as every page knows it: the
 * home page's "Play a person" and the line below the header read this one copy (followed-value.ts). It is asked of
 * the server when the first of them is shown and on each new live connection, and again whenever a game of the
 * player begins (`gameStarted`: the pool may have paired them). Waiting holds the live connection, which brings
 * that news. Only for a player with a session: asking makes none.
 */
import { ENDPOINTS, type PoolState } from '@katz/protocol';
import type { CallError } from './api-client.js';
import { api } from './browser-connection.js';
import { followValue, useFollowedValue } from './followed-value.js';

const poolWait = followValue<PoolState | null>({
  initial: null,
  ask: async () => {
    const result = await api.call(ENDPOINTS.poolState);
    return result.ok ? result.value : undefined;
  },
  news: (message) => message.type === 'gameStarted',
});

/**
 * The player's wait as React state; null before the server's first answer, and for a page without a player, which
 * asks nothing (a visitor is made no guest to be told they do not wait).
 */
export const usePoolWait = (playerId: string | null): PoolState | null =>
  useFollowedValue(poolWait, playerId);

/** Joins the pool on these terms; the refusal, if it was refused. */
export async function joinPool(terms: { turnSeconds: number; rated: boolean }): Promise<CallError | null> {
  const result = await api.call(ENDPOINTS.joinPool, { body: terms });
  if (!result.ok) return result.error;
  poolWait.publish(result.value);
  return null;
}

export async function leavePool(): Promise<CallError | null> {
  const result = await api.call(ENDPOINTS.leavePool);
  if (!result.ok) return result.error;
  poolWait.publish({ state: 'none' });
  return null;
}

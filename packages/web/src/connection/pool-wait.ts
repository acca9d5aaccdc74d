/**
 * The player's wait in the pool for a person to play (docs/social.md, "A person now"), as every page knows it: the
 * home page's "Play a person" and the line below the header read this one copy. It is asked of the server when the
 * first of them is shown and on each new live connection, and again whenever a game of the player begins
 * (`gameStarted`: the pool may have paired them). Waiting holds the live connection, which brings that news.
 */
import { ENDPOINTS, type PoolState } from '@katz/protocol';
import type { CallError } from './api-client.js';
import { api, live } from './browser-connection.js';

type Listener = () => void;

let current: PoolState | null = null;
/** Whose wait `current` is: another player's (after a login) is never shown. */
let owner: string | null = null;
const listeners = new Set<Listener>();
let stopFollowing: (() => void) | null = null;

function publish(next: PoolState): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

function ask(): void {
  void api.call(ENDPOINTS.poolState).then((result) => {
    if (result.ok) publish(result.value);
  });
}

/**
 * The wait of `playerId` as last heard (null before the first answer); calls `listener` at each change until
 * stopped. Only for a player with a session: asking makes none.
 */
export function readPoolWait(playerId: string, listener: Listener): () => void {
  if (owner !== playerId) {
    owner = playerId;
    current = null;
  }
  listeners.add(listener);
  if (stopFollowing === null) {
    const stops = [
      live.listen((message) => {
        if (message.type === 'gameStarted') ask();
      }),
      live.onOpen(ask),
      live.hold(),
    ];
    stopFollowing = () => {
      for (const stop of stops) stop();
    };
    ask();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopFollowing?.();
      stopFollowing = null;
    }
  };
}

export const poolWaitOf = (playerId: string): PoolState | null => (owner === playerId ? current : null);

/** Joins the pool on these terms; the refusal, if it was refused. */
export async function joinPool(terms: { turnSeconds: number; rated: boolean }): Promise<CallError | null> {
  const result = await api.call(ENDPOINTS.joinPool, { body: terms });
  if (!result.ok) return result.error;
  publish(result.value);
  return null;
}

export async function leavePool(): Promise<CallError | null> {
  const result = await api.call(ENDPOINTS.leavePool);
  if (!result.ok) return result.error;
  publish({ state: 'none' });
  return null;
}

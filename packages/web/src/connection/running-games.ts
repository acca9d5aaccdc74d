/**
 * The player's running games, as every page knows them: the header's count, the tab's title and the home page's
 * list read this one copy. It is asked for when the first of them is shown, and again at once whenever the live
 * connection says one of the player's games began or changed (a turn, its end: `gameStarted`, `gameChanged`), so
 * an opponent's move reaches every open page within the second. The live connection is held while anyone reads the
 * list. Without it (offline, reconnecting) the list is asked for every 15 s instead, and once more on each new
 * connection, for what came while it was down.
 */
import { ENDPOINTS, type GameSummary } from '@katz/protocol';
import { api, live } from './browser-connection.js';
import type { CallState } from './use-call.js';

export type RunningGames = CallState<readonly GameSummary[]>;

/** How often the list is asked for while there is no live connection to say when it changed. */
const FALLBACK_REFRESH_MS = 15_000;

type Listener = () => void;

const LOADING: RunningGames = { state: 'loading' };
let current: RunningGames = LOADING;
/** Whose games `current` holds: another player's list (after a login) is never shown. */
let owner: string | null = null;
const listeners = new Set<Listener>();
/** A question in flight, and whether news came while it was: then it is asked once more when it ends. */
let asking = false;
let askAgain = false;
let stopFollowing: (() => void) | null = null;

function publish(next: RunningGames): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

function ask(): void {
  if (asking) {
    askAgain = true;
    return;
  }
  asking = true;
  const asker = owner;
  void api.call(ENDPOINTS.listGames, { query: { state: 'running' } }).then((result) => {
    asking = false;
    if (asker === owner && stopFollowing !== null) {
      // A failure keeps the list shown, if there was one: the next news or refresh asks again.
      if (result.ok) publish({ state: 'ok', value: result.value });
      else if (current.state !== 'ok') publish({ state: 'failed', error: result.error });
    }
    if (askAgain) {
      askAgain = false;
      if (stopFollowing !== null) ask();
    }
  });
}

/** Starts following the list: the live connection, its news, and the fallback refresh. */
function follow(): () => void {
  const timer = setInterval(() => {
    if (live.status() !== 'live') ask();
  }, FALLBACK_REFRESH_MS);
  const stops = [
    live.listen((message) => {
      if (message.type === 'gameChanged' || message.type === 'gameStarted') ask();
    }),
    live.onOpen(ask),
    live.hold(),
  ];
  return () => {
    clearInterval(timer);
    for (const stop of stops) stop();
  };
}

/** The list of `playerId`'s running games; calls `listener` at each change until the returned function is called. */
export function readRunningGames(playerId: string, listener: Listener): () => void {
  if (owner !== playerId) {
    stopFollowing?.();
    stopFollowing = null;
    owner = playerId;
    current = LOADING;
  }
  listeners.add(listener);
  if (stopFollowing === null) {
    stopFollowing = follow();
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

/** The list as last heard, if it is `playerId`'s. */
export const runningGamesOf = (playerId: string): RunningGames => (owner === playerId ? current : LOADING);

/** Asks for the list again now (after a refusal the page shows with a retry). */
export const reloadRunningGames = (): void => {
  if (stopFollowing !== null) ask();
};

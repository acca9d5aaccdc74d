/**
 * The player's running games, as every page knows them: the header's count, the tab's title and the home page's
 * list read this one copy (followed-value.ts). It is asked for when the first of them is shown, and again at once
 * whenever the live connection says one of the player's games began or changed (a turn, its end: `gameStarted`,
 * `gameChanged`), so an opponent's move reaches every open page within the second. The live connection is held
 * while anyone reads the list. Without it (offline, reconnecting) the list is asked for every 15 s instead, and
 * once more on each new connection, for what came while it was down.
 */
import { ENDPOINTS, type GameSummary } from '@katz/protocol';
import { api } from './browser-connection.js';
import { followValue, useFollowedValue } from './followed-value.js';
import type { CallState } from './use-call.js';

export type RunningGames = CallState<readonly GameSummary[]>;

const runningGames = followValue<RunningGames>({
  initial: { state: 'loading' },
  ask: async (shown) => {
    const result = await api.call(ENDPOINTS.listGames, { query: { state: 'running' } });
    if (result.ok) return { state: 'ok', value: result.value };
    // A failure keeps the list shown, if there was one: the next news or refresh asks again.
    return shown.state === 'ok' ? undefined : { state: 'failed', error: result.error };
  },
  news: (message) => message.type === 'gameChanged' || message.type === 'gameStarted',
  fallbackRefreshMs: 15_000,
});

/** The session player's running games as React state, or null for a page without a player. */
export const useRunningGames = (playerId: string | null): RunningGames | null =>
  useFollowedValue(runningGames, playerId);

/** Asks for the list again now (after a refusal the page shows with a retry). */
export function reloadRunningGames(): void {
  runningGames.reload();
}

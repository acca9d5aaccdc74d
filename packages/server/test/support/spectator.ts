/** Someone watching games over the live WebSocket, keeping every entry and the last game of each. */
import type { GameView } from '@katz/protocol';
import type { LiveSocket } from './client.js';

export interface Watched {
  /** The versions of the entries received, in the order they came. */
  readonly versions: number[];
  last: GameView | null;
}

/** Watches the games from their start until every one is over; what was received of each. */
export async function watchUntilOver(
  live: LiveSocket,
  gameIds: readonly string[],
): Promise<Map<string, Watched>> {
  const watched = new Map<string, Watched>(gameIds.map((id) => [id, { versions: [], last: null }]));
  for (const gameId of gameIds) live.send({ type: 'watch', gameId, since: 0 });
  const running = () => [...watched.values()].some((game) => game.last?.state !== 'over');
  while (running()) {
    const update = await live.next('update', (message) => watched.has(message.gameId), 30_000);
    const game = watched.get(update.gameId);
    if (!game) continue;
    game.versions.push(...update.entries.map((entry) => entry.version));
    game.last = update.game;
  }
  return watched;
}

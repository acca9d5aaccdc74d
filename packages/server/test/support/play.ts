/** Test helpers for playing through the API. */
import type { Random } from '@katz/engine';
import type { Client } from './client.js';

/** Waits until `check` returns a value (not undefined), polling; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts a game between two people through an open lobby challenge; returns its id. */
export async function personGame(first: Client, second: Client, turnSeconds = 600): Promise<string> {
  const challenge = await first.post('/api/challenges', { visibility: 'lobby', turnSeconds });
  const accepted = await second.post(`/api/challenges/${challenge.json.id}/accept`);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.text}`);
  return accepted.json.gameId as string;
}

/**
 * Plays one random legal action for whichever of the two clients is to move, over HTTP; returns the reply,
 * or null when the game is over.
 */
export async function playRandomAction(
  players: readonly [Client, Client],
  gameId: string,
  random: Random,
): Promise<{ status: number; json: any } | null> {
  const look = await players[0].get(`/api/games/${gameId}`);
  if (look.json.state === 'over') return null;
  const mover = players[look.json.toMove as 0 | 1];
  const game = (await mover.get(`/api/games/${gameId}`)).json;
  const legal = game.legalActions as unknown[];
  const action = legal[random.below(legal.length)];
  return mover.post(`/api/games/${gameId}/actions`, { version: game.version, action });
}

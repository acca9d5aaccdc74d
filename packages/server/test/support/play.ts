/** Test helpers for playing through the API. */
import type { Action, Random } from '@katz/engine';
import { ENDPOINTS, type ActionReply } from '@katz/protocol';
import type { Answer, Client } from './client.js';

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
  const challenge = await first.call(ENDPOINTS.createChallenge, {
    body: { visibility: 'lobby', turnSeconds },
  });
  const accepted = await second.call(ENDPOINTS.acceptChallenge, { params: { id: challenge.id } });
  return accepted.gameId;
}

/** Plays one action (or several) as the client, at the version it saw. */
export const play = (
  client: Client,
  gameId: string,
  body: {
    version: number;
    action?: Action | undefined;
    actions?: Action[];
    clientActionId?: string;
  },
): Promise<Answer<typeof ENDPOINTS.play>> => client.attempt(ENDPOINTS.play, { params: { id: gameId }, body });

/** The first legal discard of the player to move: an action that ends the turn. */
export function firstDiscard(legal: readonly Action[]): Action {
  const discard = legal.find((action) => action.type === 'discard');
  if (!discard) throw new Error('no discard among the legal actions');
  return discard;
}

/**
 * Each of the two players completes a turn (a discard, the first legal one), the player to move first: after
 * this a rated game counts when it ends (before it, it is aborted: ratings/rate-game.ts).
 */
export async function takeATurnEach(players: readonly [Client, Client], gameId: string): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) {
    const mover = players[(await players[0].game(gameId)).toMove];
    const game = await mover.game(gameId);
    played(await play(mover, gameId, { version: game.version, action: firstDiscard(game.legalActions) }));
  }
}

/**
 * Plays one random legal action for whichever of the two clients is to move, over HTTP; returns its answer,
 * or null when the game is over.
 */
export async function playRandomAction(
  players: readonly [Client, Client],
  gameId: string,
  random: Random,
): Promise<Answer<typeof ENDPOINTS.play> | null> {
  const look = await players[0].game(gameId);
  if (look.state === 'over') return null;
  const mover = players[look.toMove];
  const game = await mover.game(gameId);
  const action = game.legalActions[random.below(game.legalActions.length)];
  if (!action) throw new Error('the player to move has no legal action');
  return play(mover, gameId, { version: game.version, action });
}

/** The value of a play that must have succeeded. */
export function played(answer: Answer<typeof ENDPOINTS.play>): ActionReply {
  if (!answer.result.ok) throw new Error(`the play was refused: ${answer.result.error.message}`);
  return answer.result.value;
}

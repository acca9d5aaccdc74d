/**
 * A long game against the computer on the server, played through the API with a browser context's session:
 * the player mostly discards (now and then a card from the hand onto a building pile), so their discard piles
 * grow to the lengths asked for, and the computer plays its own turns. It stops on the player's turn.
 */
import { ENDPOINTS, type GameView } from '@katz/protocol';
import type { APIRequestContext } from 'playwright-core';
import { apiCall as call } from './api-call.js';

/** Asks for the game until it is the player's turn (the computer plays without pauses in the tests' server). */
export async function untilMyTurn(request: APIRequestContext, id: string): Promise<GameView> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const game = await call<GameView>(request, 'GET', `/api/games/${id}`);
    if (game.state !== 'running' || game.toMove === game.seat) return game;
    if (Date.now() > deadline) throw new Error(`game ${id}: the computer did not pass the turn back`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function longServerGame(
  request: APIRequestContext,
  piles: readonly number[],
  turnSeconds = 600,
): Promise<GameView> {
  await call(request, 'POST', ENDPOINTS.startSession.path);
  const started = await call<GameView>(request, 'POST', ENDPOINTS.startComputerGame.path, {
    level: 'random',
    turnSeconds,
  });
  for (let turn = 0; turn < 200; turn++) {
    let game = await untilMyTurn(request, started.id);
    if (game.state !== 'running') throw new Error(`game ${game.id} ended before its piles grew`);
    const seat = game.seat ?? 0;
    const lengths = game.view.players[seat].discards.map((pile) => pile.length);
    if (lengths.every((length, index) => length >= (piles[index] ?? 0))) return game;
    const play = async (action: GameView['legalActions'][number]) => {
      await call(request, 'POST', `/api/games/${game.id}/actions`, { version: game.version, action });
      game = await call<GameView>(request, 'GET', `/api/games/${game.id}`);
    };
    const build = game.legalActions.find((action) => action.type === 'build' && action.from === 'hand');
    if (turn % 3 === 0 && build !== undefined) await play(build);
    const deficits = lengths.map((length, index) => (piles[index] ?? 0) - length);
    const pile = deficits.indexOf(Math.max(...deficits));
    const discard = game.legalActions.find((action) => action.type === 'discard' && action.to === pile);
    if (discard === undefined) throw new Error(`game ${game.id}: no discard onto pile ${pile + 1}`);
    await play(discard);
  }
  throw new Error(`game ${started.id}: the piles did not grow in 200 turns`);
}

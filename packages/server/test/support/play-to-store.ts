/** A play of one action by the player to move, as the server stores it (games/play-store.ts), for store tests. */
import { apply, legalActions, resultOf, type Action } from '@katz/engine';
import type { PlayToStore } from '../../src/games/play-store.js';
import type { StoredGame } from '../../src/games/stored-game.js';

/** `action`, or else the last legal action (a discard if need be, which goes on with the game). */
export function playOf(game: StoredGame, clientActionId: string | null, action?: Action): PlayToStore {
  const chosen = action ?? legalActions(game.position).at(-1);
  if (chosen === undefined) throw new Error('nothing to play');
  const applied = apply(game.position, chosen);
  if (!applied.ok) throw new Error(applied.error.message);
  const { position, events, status } = applied.value;
  return {
    game,
    seat: game.position.toMove,
    actions: [{ action: chosen, events }],
    clientActionId,
    position,
    result: resultOf(status),
  };
}

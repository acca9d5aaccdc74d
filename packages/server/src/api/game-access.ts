/** Finding a game for a request: a missing game, or a replay asked for too early, is the API's refusal. */
import type { Queryable } from '../db/database.js';
import { loadGame } from '../games/game-store.js';
import type { StoredGame } from '../games/stored-game.js';
import { ApiError } from './api-error.js';

export async function existingGame(db: Queryable, id: string): Promise<StoredGame> {
  const game = await loadGame(db, id);
  if (!game) throw new ApiError('game-not-found', `there is no game ${id}`);
  return game;
}

/** A game whose replay, record and review may be shown: over, and on a duplicate deal its twin over too. */
export async function finishedGame(db: Queryable, id: string): Promise<StoredGame> {
  const game = await existingGame(db, id);
  if (game.state !== 'over') {
    throw new ApiError(
      'game-running',
      'the game is still running: its replay, record and review come after the end',
    );
  }
  if (game.sealed) {
    throw new ApiError(
      'game-sealed',
      'the other game on this deal (a duplicate pairing, the seats swapped) is still running: its replay, record and review come after both end',
    );
  }
  return game;
}

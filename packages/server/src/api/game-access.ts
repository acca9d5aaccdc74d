/**
 * Finding a game for a request: a missing game, a game of a duplicate deal still in play looked at by someone not
 * at its table, or a replay asked for too early, is the API's refusal. Every door that shows a game goes through
 * here (the game, its log, its table's news, its live frames, its replay, record and review).
 */
import type { Queryable } from '../db/database.js';
import { loadGame } from '../games/game-store.js';
import { seatOfPlayer, type StoredGame } from '../games/stored-game.js';
import { gameNotFound } from '../games/game-errors.js';
import { ApiError, fromGameError } from './api-error.js';

export async function existingGame(db: Queryable, id: string): Promise<StoredGame> {
  const game = await loadGame(db, id);
  if (!game) throw fromGameError(gameNotFound(id));
  return game;
}

const sealedRefusal = (game: StoredGame): ApiError =>
  new ApiError(
    'game-sealed',
    `game ${game.id} is one table of a duplicate round whose deal is still being played: nothing of it is shown ` +
      'beyond who plays whom, and its replay, record and review open, to everyone, when the last table of the round ends',
  );

/**
 * The game for a viewer (a player's id, or null without a session): anyone may look at a game, but nobody except
 * its two players at a game of a duplicate deal still in play, since every table of the round holds the same
 * cards (docs/tournaments.md, "What stays hidden").
 */
export async function gameSeenBy(db: Queryable, id: string, viewer: string | null): Promise<StoredGame> {
  const game = await existingGame(db, id);
  refuseUnlessSeen(game, viewer);
  return game;
}

/** Refuses a look at a game of a duplicate deal still in play by anyone but its two players. */
export function refuseUnlessSeen(game: StoredGame, viewer: string | null): void {
  if (game.sealed && (viewer === null || seatOfPlayer(game, viewer) === null)) throw sealedRefusal(game);
}

/**
 * A game whose replay, record and review may be shown: over, and not of a duplicate deal still being played at
 * another table.
 */
export async function finishedGame(db: Queryable, id: string): Promise<StoredGame> {
  const game = await existingGame(db, id);
  if (game.sealed) throw sealedRefusal(game);
  if (game.state !== 'over') {
    throw new ApiError(
      'game-running',
      'the game is still running: its replay, record and review come after the end',
    );
  }
  return game;
}

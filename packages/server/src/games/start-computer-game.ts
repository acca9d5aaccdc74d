/**
 * A game of a person against the computer, unless the person has `limit` of them running already: each computer
 * turn is a search on the server's cores, so one session must not start them without end. The count and the new
 * game hold the person's row (identity/player-lock.ts), so requests sent at once cannot start more than the limit.
 */
import { err, ok, type Result } from '@katz/engine';
import type { BotLevel } from '../computer/levels.js';
import type { Database } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';
import { createGame } from './create-game.js';
import { gameError, type GameError } from './game-errors.js';

/** Starts the game with the person in seat 0; returns its id. */
export function startComputerGame(
  db: Database,
  options: {
    readonly playerId: string;
    readonly level: BotLevel;
    readonly turnSeconds: number;
    readonly limit: number;
  },
): Promise<Result<string, GameError>> {
  const { playerId, level, turnSeconds, limit } = options;
  return holdingPlayer(db, playerId, async (tx) => {
    const running = await tx.query<{ running: number }>(
      `SELECT count(*)::int AS running FROM games
       WHERE state = 'running'
         AND ((player0 = $1 AND computer1 IS NOT NULL) OR (player1 = $1 AND computer0 IS NOT NULL))`,
      [playerId],
    );
    if ((running.rows[0]?.running ?? 0) >= limit) return err(tooManyGames(limit));
    return ok(await createGame(tx, { seats: [{ playerId }, { computer: level }], turnSeconds }));
  });
}

const tooManyGames = (limit: number): GameError =>
  gameError(
    'too-many-games',
    `you have ${String(limit)} running games against the computer, the most one player may have at once: ` +
      'finish or resign one first',
  );

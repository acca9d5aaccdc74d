/** The two ways a game ends outside the rules: a player resigns, or the person to move runs out of time. */
import { err, ok, otherPlayer, type PlayerIndex, type Result } from '@katz/engine';
import type { Database, Queryable } from '../db/database.js';
import { rateGame } from '../ratings/rate-game.js';
import { gameError, type GameError } from './game-errors.js';
import { loadGame } from './game-store.js';
import { announce } from './notices.js';
import { seatOfPlayer, type StoredGame } from './stored-game.js';

/** A seated player gives up, on their turn or not; the other player wins. */
export async function resign(
  db: Database,
  gameId: string,
  playerId: string,
): Promise<Result<StoredGame, GameError>> {
  // A resignation needs no version from the client; a concurrent change only means trying again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const game = await loadGame(tx, gameId);
      if (!game) return err(gameError('game-not-found', `there is no game ${gameId}`));
      const seat = seatOfPlayer(game, playerId);
      if (seat === null) return err(gameError('not-seated', 'only the players of this game may resign it'));
      if (game.state === 'over') return err(gameError('game-over', 'the game is already over'));
      const ended = await endGame(tx, game, seat, 'resign', '');
      return ended ? ok(ended) : null;
    });
    if (outcome) return outcome;
  }
  return err(gameError('stale-version', 'the game kept changing while resigning; try again'));
}

/** Ends the game at `version` if its turn deadline has passed by the database's clock; true if it did. */
export async function timeOut(db: Database, gameId: string, version: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const game = await loadGame(tx, gameId);
    if (game?.state !== 'running' || game.version !== version) return false;
    return (await endGame(tx, game, game.position.toMove, 'timeout', 'AND turn_deadline <= now()')) !== null;
  });
}

/** Ends a running game with `loser` losing; null if the game changed meanwhile (or `condition` failed). */
async function endGame(
  tx: Queryable,
  game: StoredGame,
  loser: PlayerIndex,
  kind: 'resign' | 'timeout',
  condition: string,
): Promise<StoredGame | null> {
  const result = { winner: otherPlayer(loser), reason: kind === 'resign' ? 'resigned' : 'timeout' };
  const updated = await tx.query(
    `UPDATE games SET state = 'over', result = $3, version = version + 1, turn_deadline = NULL,
       updated_at = now()
     WHERE id = $1 AND version = $2 AND state = 'running' ${condition}`,
    [game.id, game.version, JSON.stringify(result)],
  );
  if (updated.rowCount === 0) return null;
  const version = game.version + 1;
  await tx.query(
    `INSERT INTO game_log (game_id, version, seat, kind, events) VALUES ($1, $2, $3, $4, '[]')`,
    [game.id, version, loser, kind],
  );
  await rateGame(tx, game.id);
  await announce(tx, { game: game.id, version });
  return loadGame(tx, game.id);
}

/** Running games whose person to move has run out of time, by the database's clock. */
export async function overdueGames(
  db: Queryable,
  limit: number,
): Promise<{ readonly id: string; readonly version: number }[]> {
  const found = await db.query<{ id: string; version: number }>(
    `SELECT id, version FROM games WHERE state = 'running' AND turn_deadline <= now()
     ORDER BY turn_deadline LIMIT $1`,
    [limit],
  );
  return found.rows;
}

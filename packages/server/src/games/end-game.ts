/** The two ways a game ends outside the rules: a player resigns, or the person to move runs out of time. */
import { err, ok, otherPlayer, type GameResult, type PlayerIndex, type Result } from '@katz/engine';
import type { Database, Queryable } from '../db/database.js';
import { gameError, gameNotFound, type GameError } from './game-errors.js';
import { loadGame } from './game-store.js';
import { storeEnd, type EndKind } from './play-store.js';
import { rateEnded } from './rated-end.js';
import { seatOfPlayer, type StoredGame } from './stored-game.js';

/** A seated player gives up, on their turn or not; the other player wins. */
export async function resign(
  db: Database,
  gameId: string,
  playerId: string,
): Promise<Result<StoredGame, GameError>> {
  // A resignation needs no version from the client; a concurrent change only means trying again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const game = await loadGame(db, gameId);
    if (!game) return err(gameNotFound(gameId));
    const seat = seatOfPlayer(game, playerId);
    if (seat === null) return err(gameError('not-seated', 'only the players of this game may resign it'));
    if (game.state === 'over') return err(gameError('game-over', 'the game is already over'));
    const ended = await endGame(db, game, seat, 'resign');
    if (ended) return ok(ended);
  }
  return err(gameError('stale-version', 'the game kept changing while resigning; try again'));
}

/** Ends the game at `version` if its turn deadline has passed by the database's clock; true if it did. */
export async function timeOut(db: Database, gameId: string, version: number): Promise<boolean> {
  const game = await loadGame(db, gameId);
  if (game?.state !== 'running' || game.version !== version) return false;
  return (await endGame(db, game, game.position.toMove, 'timeout')) !== null;
}

/**
 * Ends a running game with `loser` losing, if it is still as read (a timeout also only once its deadline has
 * passed); null if not. The change is stored and announced by the statement that stores every change of a game
 * (store_plays, through play-store.ts); an unrated game's end is that one statement, a rated one's a transaction
 * that moves both ratings too. (On PGlite a transaction holds the one session, and every play waits, across its
 * round trips.)
 */
async function endGame(
  db: Database,
  game: StoredGame,
  loser: PlayerIndex,
  kind: EndKind,
): Promise<StoredGame | null> {
  const result: GameResult = {
    winner: otherPlayer(loser),
    reason: kind === 'resign' ? 'resigned' : 'timeout',
  };
  if (game.rated) {
    return db.transaction(async (tx) => {
      const ended = await storeEnd(tx, game, { loser, kind, result });
      if (!ended) return null;
      return (await rateEnded(tx, game)) ?? loadGame(tx, game.id);
    });
  }
  return (await storeEnd(db, game, { loser, kind, result }))?.game ?? null;
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

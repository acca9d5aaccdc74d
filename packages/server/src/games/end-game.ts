/** The two ways a game ends outside the rules: a player resigns, or the person to move runs out of time. */
import { err, ok, otherPlayer, type GameResult, type PlayerIndex, type Result } from '@katz/engine';
import type { Database, Queryable } from '../db/database.js';
import { gameError, type GameError } from './game-errors.js';
import { loadGame } from './game-store.js';
import { NOTICE_CHANNEL, noticeText } from './notices.js';
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
    if (!game) return err(gameError('game-not-found', `there is no game ${gameId}`));
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
 * passed); null if not. An unrated game ends in one statement; a rated one in a transaction that moves both
 * ratings too. (On PGlite a transaction holds the one session, and every play waits, across its round trips.)
 */
async function endGame(
  db: Database,
  game: StoredGame,
  loser: PlayerIndex,
  kind: 'resign' | 'timeout',
): Promise<StoredGame | null> {
  const result: GameResult = {
    winner: otherPlayer(loser),
    reason: kind === 'resign' ? 'resigned' : 'timeout',
  };
  const version = game.version + 1;
  const statement = endStatement(game, loser, kind, result);
  if (game.rated) {
    return db.transaction(async (tx) => {
      const ended = await tx.query(statement.sql, statement.params);
      if (ended.rows.length === 0) return null;
      return (await rateEnded(tx, game)) ?? loadGame(tx, game.id);
    });
  }
  const ended = await db.query<{ updated_at: Date; read_at: Date }>(statement.sql, statement.params);
  const row = ended.rows[0];
  if (!row) return null;
  return {
    ...game,
    version,
    state: 'over',
    result,
    turnDeadline: null,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
}

/** The end, its log entry and its notice in one statement, matched against the version read. */
function endStatement(
  game: StoredGame,
  loser: PlayerIndex,
  kind: 'resign' | 'timeout',
  result: GameResult,
): { readonly sql: string; readonly params: readonly unknown[] } {
  const overdue = kind === 'timeout' ? 'AND turn_deadline <= now()' : '';
  return {
    sql: `WITH ended AS (
        UPDATE games SET state = 'over', result = $3, version = version + 1, turn_deadline = NULL,
          updated_at = now()
        WHERE id = $1 AND version = $2 AND state = 'running' ${overdue}
        RETURNING id, version, updated_at, now() AS read_at
      ), logged AS (
        INSERT INTO game_log (game_id, version, seat, kind, events) SELECT id, version, $4, $5, '[]' FROM ended
      ), announced AS (
        SELECT pg_notify($6, $7) FROM ended
      )
      SELECT updated_at, read_at FROM ended, (SELECT count(*) FROM announced) AS sent`,
    params: [
      game.id,
      game.version,
      JSON.stringify(result),
      loser,
      kind,
      NOTICE_CHANNEL,
      noticeText({ game: game.id, version: game.version + 1 }),
    ],
  };
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

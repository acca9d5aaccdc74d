/**
 * Rematches: after a game between two people ends, either player offers one; the other accepts (by offering
 * too) or declines. Accepting starts the new game at once, in the same transaction: the seats swapped, the same
 * time per turn, rated as the first was. Every change is announced (`{table}` notice), and the new game's start
 * reaches both players as `gameStarted`.
 */
import { err, ok, type PlayerIndex, type Result } from '@katz/engine';
import type { Rematch } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { createGame } from './create-game.js';
import { gameError, gameNotFound, type GameError } from './game-errors.js';
import { announce } from '../notices/announce.js';

interface RematchRow {
  state: 'running' | 'over';
  player0: string | null;
  player1: string | null;
  turn_seconds: number;
  rated: boolean;
  rematch_offer: number | null;
  rematch_game: string | null;
}

const toRematch = (row: Pick<RematchRow, 'rematch_offer' | 'rematch_game'>): Rematch => ({
  offeredBy: row.rematch_offer === 0 || row.rematch_offer === 1 ? row.rematch_offer : null,
  gameId: row.rematch_game,
});

export async function rematchOf(db: Queryable, gameId: string): Promise<Rematch | null> {
  const found = await db.query<RematchRow>('SELECT rematch_offer, rematch_game FROM games WHERE id = $1', [
    gameId,
  ]);
  const row = found.rows[0];
  return row ? toRematch(row) : null;
}

/** A game locked for the transaction, and the seat of the player who offers or answers its rematch. */
interface LockedGame {
  readonly row: RematchRow;
  readonly seat: PlayerIndex;
}

/** Reads the game locked for this transaction and checks that `playerId` may offer or answer a rematch. */
async function lockedGame(
  tx: Queryable,
  gameId: string,
  playerId: string,
): Promise<Result<LockedGame, GameError>> {
  const found = await tx.query<RematchRow>(
    `SELECT state, player0, player1, turn_seconds, rated, rematch_offer, rematch_game FROM games
     WHERE id = $1 FOR UPDATE`,
    [gameId],
  );
  const row = found.rows[0];
  if (!row) return err(gameNotFound(gameId));
  const seat = row.player0 === playerId ? 0 : row.player1 === playerId ? 1 : null;
  if (seat === null)
    return err(gameError('not-seated', 'only the players of this game may ask for a rematch'));
  if (row.player0 === null || row.player1 === null) {
    return err(
      gameError('rematch-unavailable', 'a rematch is between two people: start a new game with the computer'),
    );
  }
  if (row.state !== 'over')
    return err(gameError('game-running', 'a rematch comes after the end of the game'));
  return ok({ row, seat });
}

/**
 * Changes a game's rematch in one transaction, with the game locked, once `playerId` may offer or answer one there
 * (`lockedGame`'s refusals otherwise, and nothing changes): the one way in for offering and declining.
 */
async function changeRematch(
  db: Database,
  gameId: string,
  playerId: string,
  change: (tx: Queryable, game: LockedGame) => Promise<Result<Rematch, GameError>>,
): Promise<Result<Rematch, GameError>> {
  return db.transaction(async (tx) => {
    const locked = await lockedGame(tx, gameId, playerId);
    return locked.ok ? change(tx, locked.value) : locked;
  });
}

/** Offers a rematch, or accepts the other player's offer (starting the new game); the rematch as it is now. */
export async function offerRematch(
  db: Database,
  gameId: string,
  playerId: string,
): Promise<Result<Rematch, GameError>> {
  return changeRematch(db, gameId, playerId, async (tx, { row, seat }) => {
    if (row.rematch_game !== null) return ok(toRematch(row)); // already started: offering again changes nothing
    if (row.rematch_offer === seat) return ok(toRematch(row));
    if (row.rematch_offer === null) {
      await tx.query('UPDATE games SET rematch_offer = $2 WHERE id = $1', [gameId, seat]);
      await announce(tx, { kind: 'table', game: gameId });
      return ok({ offeredBy: seat, gameId: null });
    }
    // The other player offered: this is the acceptance. The seats swap, so the other player sits first.
    const [first, second] = [row.player1, row.player0] as [string, string];
    const newGame = await createGame(tx, {
      seats: [{ playerId: first }, { playerId: second }],
      turnSeconds: row.turn_seconds,
      rated: row.rated,
    });
    await tx.query('UPDATE games SET rematch_game = $2 WHERE id = $1', [gameId, newGame]);
    await announce(tx, { kind: 'table', game: gameId });
    return ok({ offeredBy: row.rematch_offer === 0 ? 0 : 1, gameId: newGame });
  });
}

/** Clears the rematch offer: the other player declines it, or the one who made it withdraws or leaves. */
export async function declineRematch(
  db: Database,
  gameId: string,
  playerId: string,
): Promise<Result<Rematch, GameError>> {
  return changeRematch(db, gameId, playerId, async (tx, { row }) => {
    if (row.rematch_game !== null) {
      return err(gameError('rematch-unavailable', 'the rematch has already started'));
    }
    if (row.rematch_offer !== null) {
      await tx.query('UPDATE games SET rematch_offer = NULL WHERE id = $1', [gameId]);
      await announce(tx, { kind: 'table', game: gameId });
    }
    return ok({ offeredBy: null, gameId: null });
  });
}

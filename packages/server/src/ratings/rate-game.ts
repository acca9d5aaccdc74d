/**
 * Rating a finished game: both players' Glicko-2 ratings move, and each gets a history row. Called inside the
 * transaction that ends the game (play-action.ts, end-game.ts), so the end of a rated game and the two new
 * ratings are stored together or not at all.
 *
 * Two kinds of rated game are not rated, so that ratings cannot be farmed with a second account (docs/ratings.md):
 * one that ends before each player has completed a turn of their own (a discard), which is aborted as lichess
 * aborts a game without a move from each side; and one past the `RATED_GAMES_PER_PAIR_PER_DAY`th rated game
 * of the same two players in 24 hours. Either is then stored as unrated.
 */
import type { Queryable } from '../db/database.js';
import { ratePeriod } from './glicko2.js';
import { lockRatings, saveRating, type StoredRating } from './rating-store.js';

interface EndedGameRow {
  rated: boolean;
  state: string;
  player0: string | null;
  player1: string | null;
  result: { winner: 0 | 1 | null } | null;
}

/** How many of their games two players may have rated in 24 hours; the ones after are played unrated. */
export const RATED_GAMES_PER_PAIR_PER_DAY = 5;

/**
 * Updates both ratings if the game is rated and over, or stores it as unrated if it may not count; true if it
 * changed the game's row either way (the caller reads the game again).
 */
export async function rateGame(tx: Queryable, gameId: string): Promise<boolean> {
  const found = await tx.query<EndedGameRow>(
    'SELECT rated, state, player0, player1, result FROM games WHERE id = $1',
    [gameId],
  );
  const game = found.rows[0];
  if (!game?.rated || game.state !== 'over' || !game.result) return false;
  const { player0, player1 } = game;
  if (player0 === null || player1 === null) return false; // rated games are between people only
  if (!(await mayCount(tx, gameId, player0, player1))) {
    await tx.query('UPDATE games SET rated = false WHERE id = $1', [gameId]);
    return true;
  }
  const winner = game.result.winner;
  const score0 = winner === null ? 0.5 : winner === 0 ? 1 : 0;
  const ratings = await lockRatings(tx, [player0, player1]);
  const before0 = ratings(player0);
  const before1 = ratings(player1);
  // Each game is its own rating period (glicko2.ts): both updates use the ratings from before the game.
  await record(tx, {
    gameId,
    player: player0,
    opponent: player1,
    score: score0,
    before: before0,
    other: before1,
  });
  await record(tx, {
    gameId,
    player: player1,
    opponent: player0,
    score: score0 === 0.5 ? 0.5 : score0 === 1 ? 0 : 1,
    before: before1,
    other: before0,
  });
  return true;
}

/** Whether each player completed a turn, and the pair has not had its rated games of the day yet. */
async function mayCount(tx: Queryable, gameId: string, player0: string, player1: string): Promise<boolean> {
  const turns = await tx.query<{ seats: number }>(
    `SELECT count(DISTINCT seat)::integer AS seats FROM game_log
     WHERE game_id = $1 AND kind = 'action' AND action->>'type' = 'discard'`,
    [gameId],
  );
  if ((turns.rows[0]?.seats ?? 0) < 2) return false;
  // The pair's lock: two of their games ending at the same moment are counted one after the other.
  const pair = [player0, player1].sort().join(':');
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('rated-pair:' || $1))", [pair]);
  const today = await tx.query<{ games: number }>(
    `SELECT count(*)::integer AS games FROM rating_history
     WHERE player_id = $1 AND opponent_id = $2 AND created_at > now() - interval '24 hours'`,
    [player0, player1],
  );
  return (today.rows[0]?.games ?? 0) < RATED_GAMES_PER_PAIR_PER_DAY;
}

async function record(
  tx: Queryable,
  change: {
    readonly gameId: string;
    readonly player: string;
    readonly opponent: string;
    readonly score: 0 | 0.5 | 1;
    readonly before: StoredRating;
    readonly other: StoredRating;
  },
): Promise<void> {
  const { before } = change;
  const after = ratePeriod(before, [{ opponent: change.other, score: change.score }]);
  await saveRating(tx, change.player, { ...after, games: before.games + 1 });
  await tx.query(
    `INSERT INTO rating_history (game_id, player_id, opponent_id, score, rating_before, rd_before, rating_after,
       rd_after, volatility_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      change.gameId,
      change.player,
      change.opponent,
      change.score,
      before.rating,
      before.rd,
      after.rating,
      after.rd,
      after.volatility,
    ],
  );
}

/** Reading and writing players' ratings; a player without a row is a newcomer. */
import type { Queryable } from '../db/database.js';
import { NEWCOMER, type Glicko2Rating } from './glicko2.js';

export interface StoredRating extends Glicko2Rating {
  readonly games: number;
}

interface RatingRow {
  player_id: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
}

/**
 * The ratings of these players (a newcomer's for one without a row), locked until the transaction ends so that
 * two games ending at once cannot both start from the same rating.
 */
export async function lockRatings(
  tx: Queryable,
  playerIds: readonly string[],
): Promise<(playerId: string) => StoredRating> {
  const found = await tx.query<RatingRow>(
    `SELECT player_id, rating, rd, volatility, games FROM ratings WHERE player_id = ANY($1::text[])
     ORDER BY player_id FOR UPDATE`,
    [playerIds],
  );
  const ratings = new Map<string, StoredRating>();
  for (const row of found.rows) {
    ratings.set(row.player_id, {
      rating: row.rating,
      rd: row.rd,
      volatility: row.volatility,
      games: row.games,
    });
  }
  return (playerId) => ratings.get(playerId) ?? { ...NEWCOMER, games: 0 };
}

export async function saveRating(tx: Queryable, playerId: string, rating: StoredRating): Promise<void> {
  await tx.query(
    `INSERT INTO ratings (player_id, rating, rd, volatility, games) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (player_id) DO UPDATE SET rating = $2, rd = $3, volatility = $4, games = $5, updated_at = now()`,
    [playerId, rating.rating, rating.rd, rating.volatility, rating.games],
  );
}

/** Reading ratings for people to see: the leaderboard, one player's rating, and its history. */
import type { LeaderboardEntry, PlayerRating, RatingChange } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { NEWCOMER } from './glicko2.js';
import { isProvisional } from './provisional.js';

interface RatedRow {
  id: string;
  name: string;
  username: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
}

/** The registered players with at least one rated game, highest rating first. */
export async function leaderboard(db: Queryable, limit: number): Promise<LeaderboardEntry[]> {
  const found = await db.query<RatedRow>(
    `SELECT p.id, p.name, p.username, r.rating, r.rd, r.volatility, r.games
     FROM ratings r JOIN players p ON p.id = r.player_id
     WHERE p.username IS NOT NULL AND r.games > 0
     ORDER BY r.rating DESC, r.games DESC, p.id LIMIT $1`,
    [limit],
  );
  return found.rows.map((row, index) => ({
    rank: index + 1,
    player: { id: row.id, name: row.name, username: row.username },
    rating: Math.round(row.rating),
    rd: Math.round(row.rd),
    games: row.games,
    provisional: isProvisional(row.games),
  }));
}

/** A registered player's rating by account name (a newcomer's until a rated game); null if there is none. */
export async function playerRating(db: Queryable, username: string): Promise<PlayerRating | null> {
  const found = await db.query<RatedRow>(
    `SELECT p.id, p.name, p.username, coalesce(r.rating, $2) AS rating, coalesce(r.rd, $3) AS rd,
       coalesce(r.volatility, $4) AS volatility, coalesce(r.games, 0) AS games
     FROM players p LEFT JOIN ratings r ON r.player_id = p.id
     WHERE p.username IS NOT NULL AND lower(p.username) = lower($1)`,
    [username, NEWCOMER.rating, NEWCOMER.rd, NEWCOMER.volatility],
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    player: { id: row.id, name: row.name, username: row.username },
    rating: Math.round(row.rating),
    rd: Math.round(row.rd),
    volatility: row.volatility,
    games: row.games,
    provisional: isProvisional(row.games),
  };
}

interface HistoryRow {
  game_id: string;
  created_at: Date;
  opponent_id: string;
  opponent_name: string;
  opponent_username: string | null;
  score: number;
  rating_before: number;
  rating_after: number;
  rd_after: number;
}

/** A player's rated games, newest first. */
export async function ratingHistory(db: Queryable, playerId: string, limit: number): Promise<RatingChange[]> {
  const found = await db.query<HistoryRow>(
    `SELECT h.game_id, h.created_at, h.opponent_id, o.name AS opponent_name, o.username AS opponent_username,
       h.score, h.rating_before, h.rating_after, h.rd_after
     FROM rating_history h JOIN players o ON o.id = h.opponent_id
     WHERE h.player_id = $1 ORDER BY h.created_at DESC, h.game_id LIMIT $2`,
    [playerId, limit],
  );
  return found.rows.map((row) => ({
    gameId: row.game_id,
    at: row.created_at.toISOString(),
    opponent: { id: row.opponent_id, name: row.opponent_name, username: row.opponent_username },
    score: row.score === 1 ? 1 : row.score === 0 ? 0 : 0.5,
    before: Math.round(row.rating_before),
    after: Math.round(row.rating_after),
    rdAfter: Math.round(row.rd_after),
  }));
}

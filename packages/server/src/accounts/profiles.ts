/**
 * A registered player's public profile: who, since when, their finished games counted, and the last ones. Their
 * reviewed games are the kept reviews' part (reviews/player-reviews.ts), and where its viewer stands with them
 * (people/relation.ts), added beside it by the profile's route.
 */
import type { Profile, ProfileGame } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { listGamesOf } from '../games/game-store.js';
import { outcomeFor, seatOfPlayer } from '../games/stored-game.js';
import { gameSummary } from '../games/views.js';
import { seatRating } from '../ratings/provisional.js';

const RECENT_GAMES = 10;

/** Whether a registered player of this name has a profile (the profile page's address names someone). */
export async function profileExists(db: Queryable, username: string): Promise<boolean> {
  const found = await db.query(
    'SELECT 1 FROM players WHERE lower(username) = lower($1) AND username IS NOT NULL LIMIT 1',
    [username],
  );
  return found.rows.length > 0;
}

/** The profile without its reviewed games. */
type ProfileBasics = Omit<Profile, 'reviewedGames' | 'costliestDecisions' | 'you'>;

export async function loadProfile(db: Queryable, username: string): Promise<ProfileBasics | null> {
  const found = await db.query<{
    id: string;
    username: string;
    registered_at: Date;
    rating: number | null;
    rated_games: number | null;
  }>(
    `SELECT p.id, p.username, p.registered_at, r.rating, r.games AS rated_games
     FROM players p LEFT JOIN ratings r ON r.player_id = p.id
     WHERE lower(p.username) = lower($1) AND p.username IS NOT NULL`,
    [username],
  );
  const player = found.rows[0];
  if (!player) return null;
  const counted = await db.query<{ played: number; won: number; drawn: number }>(
    `SELECT count(*)::integer AS played,
       count(*) FILTER (WHERE result->'winner' = to_jsonb(CASE WHEN player0 = $1 THEN 0 ELSE 1 END))::integer AS won,
       count(*) FILTER (WHERE result->'winner' = 'null'::jsonb)::integer AS drawn
     FROM games WHERE state = 'over' AND (player0 = $1 OR player1 = $1)
       AND NOT duplicate_deal_in_play(seed_hash, tournament_id)`,
    [player.id],
  );
  const { played, won, drawn } = counted.rows[0] ?? { played: 0, won: 0, drawn: 0 };
  // A table of a duplicate round still in play shows nowhere but to its players (docs/tournaments.md).
  const recent = await listGamesOf(db, player.id, { state: 'over', limit: RECENT_GAMES, forOthers: true });
  const recentGames = recent.flatMap((game): ProfileGame[] => {
    const seat = seatOfPlayer(game, player.id);
    if (seat === null || !game.result) return [];
    const { opponent, updatedAt, tournament } = gameSummary(game, seat);
    const outcome = outcomeFor(game.result, seat);
    return [{ id: game.id, opponent, outcome, reason: game.result.reason, endedAt: updatedAt, tournament }];
  });
  return {
    id: player.id,
    username: player.username,
    registeredAt: player.registered_at.toISOString(),
    rating: seatRating(player.rating, player.rated_games),
    games: { played, won, drawn, lost: played - won - drawn },
    recentGames,
  };
}

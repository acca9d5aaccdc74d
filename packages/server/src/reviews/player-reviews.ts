/**
 * A player's reviewed games on their profile (docs/api.md, "Profiles"): of their finished games whose review the
 * server keeps (done, under the server's settings), the last `PROFILE_REVIEWED_GAMES` with the player's accuracy,
 * account and verdict, and over those games their `PROFILE_COSTLIEST_DECISIONS` costliest decisions, to try
 * again. The figures are read out of each review in SQL (a review is tens of kilobytes; the profile needs a few
 * numbers of it), and a table of a duplicate round still in play shows here no more than elsewhere on a profile.
 */
import {
  PROFILE_COSTLIEST_DECISIONS,
  PROFILE_REVIEWED_GAMES,
  type ProfileCostlyDecision,
  type ProfileReviewedGame,
} from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import { loadGames } from '../games/game-store.js';
import { outcomeFor, seatOfPlayer } from '../games/stored-game.js';
import { gameSummary } from '../games/views.js';
import { SERVER_REVIEW_KEY } from './review-store.js';

export interface PlayerReviews {
  readonly reviewedGames: readonly ProfileReviewedGame[];
  readonly costliestDecisions: readonly ProfileCostlyDecision[];
}

/**
 * The player's last reviewed games, newest first, with the player's seat in each ($1 the player, $2 the
 * settings' key, $3 how many). Materialized, so that each review is opened once by the query that reads it.
 */
const SHOWN = `shown AS MATERIALIZED (
  SELECT g.id, g.updated_at, CASE WHEN g.player0 = $1 THEN 0 ELSE 1 END AS seat
  FROM games g JOIN reviews r ON r.game_id = g.id AND r.settings_key = $2 AND r.state = 'done'
  WHERE (g.player0 = $1 OR g.player1 = $1) AND g.state = 'over'
    AND NOT duplicate_deal_in_play(g.seed_hash, g.tournament_id)
  ORDER BY g.updated_at DESC, g.id DESC
  LIMIT $3)`;

interface FiguresRow {
  readonly id: string;
  readonly accuracy: number;
  readonly own: number;
  readonly opponent: number;
  readonly cards: number;
  readonly verdict: ProfileReviewedGame['verdict'];
}

interface DecisionRow {
  readonly game_id: string;
  readonly index: number;
  readonly turn: number;
  readonly cost: number;
  readonly mark: ProfileCostlyDecision['mark'];
}

export async function playerReviews(db: Queryable, playerId: string): Promise<PlayerReviews> {
  const parameters = [playerId, SERVER_REVIEW_KEY, PROFILE_REVIEWED_GAMES];
  // The player's part of each review: its seat's entry of `players`, taken apart once per review.
  const figures = await db.query<FiguresRow>(
    `WITH ${SHOWN}
     SELECT s.id, p.accuracy, (p.account->>'own')::float8 AS own,
       (p.account->>'opponent')::float8 AS opponent, (p.account->>'cards')::float8 AS cards, p.verdict
     FROM shown s JOIN reviews r ON r.game_id = s.id AND r.settings_key = $2
     CROSS JOIN LATERAL jsonb_to_record(r.review->'players'->s.seat)
       AS p(accuracy float8, account jsonb, verdict text)
     ORDER BY s.updated_at, s.id`,
    parameters,
  );
  if (figures.rows.length === 0) return { reviewedGames: [], costliestDecisions: [] };
  // The player's decisions in those games: the mistakes and blunders first, each by its cost.
  const decisions = await db.query<DecisionRow>(
    `WITH ${SHOWN}
     SELECT s.id AS game_id, d."index", d.turn, d.cost, d.mark
     FROM shown s JOIN reviews r ON r.game_id = s.id AND r.settings_key = $2
     CROSS JOIN LATERAL jsonb_to_recordset(r.review->'decisions')
       AS d("index" integer, seat integer, turn integer, cost float8, mark text)
     WHERE d.seat = s.seat AND d.cost > 0
     ORDER BY d.mark IN ('mistake', 'blunder') IS TRUE DESC, d.cost DESC, s.updated_at DESC, d."index"
     LIMIT $4`,
    [...parameters, PROFILE_COSTLIEST_DECISIONS],
  );
  const games = new Map(
    (
      await loadGames(
        db,
        figures.rows.map((row) => row.id),
      )
    ).map((game) => [game.id, game]),
  );
  const reviewedGames = figures.rows.flatMap((row): ProfileReviewedGame[] => {
    const game = games.get(row.id);
    const seat = game === undefined ? null : seatOfPlayer(game, playerId);
    if (game === undefined || seat === null || game.result === null) return [];
    const { opponent, updatedAt } = gameSummary(game, seat);
    const { accuracy, own, cards, verdict } = row;
    return [
      {
        id: game.id,
        endedAt: updatedAt,
        opponent,
        outcome: outcomeFor(game.result, seat),
        accuracy,
        account: { own, opponent: row.opponent, cards },
        verdict,
      },
    ];
  });
  const costliestDecisions = decisions.rows.map((row) => ({
    gameId: row.game_id,
    index: row.index,
    turn: row.turn,
    cost: row.cost,
    mark: row.mark,
  }));
  return { reviewedGames, costliestDecisions };
}

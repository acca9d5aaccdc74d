/**
 * A tournament whole, as its page and its next round need it: the tournament, its players, and every pairing
 * with its games, read as plain rows.
 */
import type { Queryable } from '../db/database.js';
import { readTournament, type StoredTournament } from './tournament-record.js';

interface TournamentPlayer {
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  /** The last round they were paired in before withdrawing from a Swiss; null while they are in. */
  readonly withdrawnAfter: number | null;
  /** Paused in an arena: not paired until they come back. */
  readonly paused: boolean;
}

interface StoredPairingGame {
  readonly id: string;
  readonly seat0: string;
  readonly state: 'running' | 'over';
  /** The winner's player id once over; null for a draw or while running. */
  readonly winner: string | null;
  /** The loser's stock cards left at the end; 0 for a draw or a running game. */
  readonly margin: number;
}

export interface StoredPairing {
  readonly round: number;
  readonly board: number;
  readonly players: readonly [string, string | null];
  readonly games: readonly StoredPairingGame[];
}

/** A tournament with its players and every pairing, as its page and its next round need it. */
export interface WholeTournament {
  readonly tournament: StoredTournament;
  readonly players: readonly TournamentPlayer[];
  readonly pairings: readonly StoredPairing[];
}

interface PlayerRow {
  id: string;
  name: string;
  rating: number;
  withdrawn_after: number | null;
  paused: boolean;
}

/** One game of a pairing, or a bye (no game), a row each: a pairing on a duplicate deal is two rows. */
interface PairingGameRow {
  round: number;
  board: number;
  player0: string;
  player1: string | null;
  game_id: string | null;
  seat0: string | null;
  state: 'running' | 'over' | null;
  winner: string | null;
  margin: number | null;
}

/** The tournament with its players and every pairing with its games; null if there is none. */
export async function readWholeTournament(db: Queryable, id: string): Promise<WholeTournament | null> {
  const tournament = await readTournament(db, id);
  if (tournament === null) return null;
  const [players, pairings] = await Promise.all([
    db.query<PlayerRow>(
      `SELECT tp.player_id AS id, p.name, tp.rating, tp.withdrawn_after, tp.paused
       FROM tournament_players tp JOIN players p ON p.id = tp.player_id
       WHERE tp.tournament_id = $1 ORDER BY tp.joined_at, tp.player_id`,
      [id],
    ),
    // Plain columns, a row per game: no JSON built per pairing, and a game's position opened only for the one
    // figure a duplicate split needs (the loser's stock cards left).
    db.query<PairingGameRow>(
      `SELECT tpr.round, tpr.board, tpr.player0, tpr.player1, g.id AS game_id, g.player0 AS seat0, g.state,
         seat_player((g.result->>'winner')::int, g.player0, g.player1) AS winner,
         CASE WHEN tpr.game1 IS NOT NULL AND g.result->>'winner' IS NOT NULL
           THEN jsonb_array_length(g.position->'players'->(1 - (g.result->>'winner')::int)->'stock') ELSE 0 END
           AS margin
       FROM tournament_pairings tpr LEFT JOIN games g ON g.id IN (tpr.game0, tpr.game1)
       WHERE tpr.tournament_id = $1
       ORDER BY tpr.round, tpr.board, g.id = tpr.game1`,
      [id],
    ),
  ]);
  return {
    tournament,
    players: players.rows.map((row) => ({
      id: row.id,
      name: row.name,
      rating: row.rating,
      withdrawnAfter: row.withdrawn_after,
      paused: row.paused,
    })),
    pairings: pairingsOf(pairings.rows),
  };
}

/** The rows of the pairings' games, in order, as pairings each with its games (none for a bye). */
function pairingsOf(rows: readonly PairingGameRow[]): StoredPairing[] {
  const pairings: {
    round: number;
    board: number;
    players: [string, string | null];
    games: StoredPairingGame[];
  }[] = [];
  for (const row of rows) {
    let pairing = pairings.at(-1);
    if (pairing?.round !== row.round || pairing.board !== row.board) {
      pairing = { round: row.round, board: row.board, players: [row.player0, row.player1], games: [] };
      pairings.push(pairing);
    }
    if (row.game_id !== null && row.seat0 !== null && row.state !== null) {
      pairing.games.push({
        id: row.game_id,
        seat0: row.seat0,
        state: row.state,
        winner: row.winner,
        margin: row.margin ?? 0,
      });
    }
  }
  return pairings;
}

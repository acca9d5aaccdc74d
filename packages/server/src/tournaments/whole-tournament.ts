/**
 * A tournament whole, as its page and its next round need it: the tournament, its players, and every pairing
 * with its games, read as plain rows.
 */
import type { Queryable } from '../db/database.js';
import type { GameResult } from '@katz/engine';
import type { TableResult } from './swiss/matchpoints.js';
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
  /** How it ended and each seat's stock cards left then; null while it runs. */
  readonly end: TableResult | null;
  readonly seedHash: string;
  /** The seed once it may be shown: the game over, and on a duplicate deal every table of it over too. */
  readonly seed: string | null;
}

export interface StoredPairing {
  /** A Swiss's round, or an arena's pairing batch (the how-manieth time it paired players). */
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

/** One game of a pairing, or a bye (no game), a row each: a pairing of two games is two rows. */
interface PairingGameRow {
  round: number;
  board: number;
  player0: string;
  player1: string | null;
  game_id: string | null;
  seat0: string | null;
  state: 'running' | 'over' | null;
  result: GameResult | null;
  stock0: number | null;
  stock1: number | null;
  seed_hash: string | null;
  seed: string | null;
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
    // Plain columns, a row per game: no JSON built per pairing, and a game's position opened only for the
    // figures its scoring needs (each seat's stock cards left). The seed only where it may be shown.
    db.query<PairingGameRow>(
      `SELECT tpr.round, tpr.board, tpr.player0, tpr.player1, g.id AS game_id, g.player0 AS seat0, g.state,
         g.result, jsonb_array_length(g.position->'players'->0->'stock') AS stock0,
         jsonb_array_length(g.position->'players'->1->'stock') AS stock1, g.seed_hash,
         CASE WHEN g.state = 'over' AND NOT duplicate_deal_in_play(g.seed_hash, g.tournament_id) THEN g.seed END
           AS seed
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
    if (row.game_id !== null && row.seat0 !== null && row.state !== null && row.seed_hash !== null) {
      pairing.games.push({
        id: row.game_id,
        seat0: row.seat0,
        state: row.state,
        end:
          row.state === 'over' && row.result !== null
            ? { result: row.result, stocks: [row.stock0 ?? 0, row.stock1 ?? 0] }
            : null,
        seedHash: row.seed_hash,
        seed: row.seed,
      });
    }
  }
  return pairings;
}

/**
 * A tournament as the database holds it: its settings and state, the row it is read from, and the reads of that
 * row (one tournament, whether it exists, the list). Its players and pairings are whole-tournament.ts's, the
 * changes tournament-changes.ts's, its steps (rounds, pairings, its end) tournament-steps.ts's.
 */
import type { TournamentDealing, TournamentFormat } from '@katz/protocol';
import type { Queryable } from '../db/database.js';

export type TournamentState = 'open' | 'running' | 'finished' | 'cancelled';

export interface TournamentSettings {
  readonly name: string;
  readonly format: TournamentFormat;
  /** A Swiss's rounds; null for an arena. */
  readonly rounds: number | null;
  /** An arena's window from its start; null for a Swiss. */
  readonly minutes: number | null;
  /** A correspondence Swiss's least days between round starts (rounds at set times); else null. */
  readonly roundDays: number | null;
  readonly turnSeconds: number;
  readonly rated: boolean;
  /**
   * How its games are dealt: `game`, each its own deal; `round`, duplicate, one deal for every table of a round;
   * `pairing`, the former duplicate format (two games a pairing, the seats swapped), of tournaments made before.
   */
  readonly dealing: TournamentDealing;
  readonly listed: boolean;
  readonly maxPlayers: number;
  readonly startsAt: Date;
}

export interface StoredTournament extends TournamentSettings {
  readonly id: string;
  readonly creator: { readonly id: string; readonly name: string };
  readonly state: TournamentState;
  readonly cancelledFor: 'too-few-players' | null;
  /** A Swiss's round under way or last played; an arena's last pairing batch; 0 before the first. */
  readonly round: number;
  readonly players: number;
  /** When an arena's window closes; null for a Swiss. */
  readonly endsAt: Date | null;
  /** Whether an arena's window has closed (by the database's clock). */
  readonly closed: boolean;
  /** The earliest the next round of a running Swiss with rounds at set times starts; else null. */
  readonly nextRoundAt: Date | null;
}

interface TournamentRow {
  id: string;
  name: string;
  creator: string;
  creator_name: string;
  format: TournamentFormat;
  rounds: number | null;
  minutes: number | null;
  round_days: number | null;
  next_round_at: Date | null;
  ends_at: Date | null;
  closed: boolean;
  turn_seconds: number;
  rated: boolean;
  dealing: TournamentDealing;
  listed: boolean;
  max_players: number;
  starts_at: Date;
  state: TournamentState;
  cancelled_for: 'too-few-players' | null;
  round: number;
  players: number;
}

/**
 * The earliest the next round of a Swiss with rounds at set times may be paired (null without them): round n at
 * the start and (n - 1) × round_days days; \`t\` is the tournament.
 */
export const NEXT_ROUND_AT = `(t.starts_at + make_interval(days => t.round * t.round_days))`;

/** When an arena's window closes (null for a Swiss); \`t\` is the tournament. */
export const ARENA_END = `(t.starts_at + make_interval(mins => t.minutes))`;

const TOURNAMENT_COLUMNS = `t.id, t.name, t.creator, c.name AS creator_name, t.format, t.rounds, t.minutes,
  t.round_days, CASE WHEN t.state = 'running' AND t.round < t.rounds THEN ${NEXT_ROUND_AT} END AS next_round_at,
  ${ARENA_END} AS ends_at, coalesce(${ARENA_END} <= now(), false) AS closed, t.turn_seconds, t.rated,
  t.dealing, t.listed, t.max_players, t.starts_at, t.state, t.cancelled_for, t.round,
  (SELECT count(*)::int FROM tournament_players tp
    WHERE tp.tournament_id = t.id AND tp.withdrawn_after IS NULL) AS players
  FROM tournaments t JOIN players c ON c.id = t.creator`;

const toTournament = (row: TournamentRow): StoredTournament => ({
  id: row.id,
  name: row.name,
  creator: { id: row.creator, name: row.creator_name },
  format: row.format,
  rounds: row.rounds,
  minutes: row.minutes,
  roundDays: row.round_days,
  nextRoundAt: row.next_round_at,
  endsAt: row.ends_at,
  closed: row.closed,
  turnSeconds: row.turn_seconds,
  rated: row.rated,
  dealing: row.dealing,
  listed: row.listed,
  maxPlayers: row.max_players,
  startsAt: row.starts_at,
  state: row.state,
  cancelledFor: row.cancelled_for,
  round: row.round,
  players: row.players,
});

export async function tournamentExists(db: Queryable, id: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM tournaments WHERE id = $1', [id]);
  return found.rows.length > 0;
}

export async function readTournament(db: Queryable, id: string): Promise<StoredTournament | null> {
  const found = await db.query<TournamentRow>(`SELECT ${TOURNAMENT_COLUMNS} WHERE t.id = $1`, [id]);
  const row = found.rows[0];
  return row ? toTournament(row) : null;
}

/**
 * The listed tournaments, at most `limit` of each state asked for: open ones soonest first, running ones, and
 * finished or cancelled ones latest first.
 */
export async function listTournaments(
  db: Queryable,
  state: TournamentState | undefined,
  limit: number,
): Promise<StoredTournament[]> {
  const found = await db.query<TournamentRow>(
    `SELECT ${TOURNAMENT_COLUMNS}
     WHERE t.listed AND ($1::text IS NULL OR t.state = $1)
     ORDER BY CASE t.state WHEN 'running' THEN 0 WHEN 'open' THEN 1 ELSE 2 END,
       CASE WHEN t.state IN ('open', 'running') THEN t.starts_at END ASC,
       t.starts_at DESC
     LIMIT $2`,
    [state ?? null, limit],
  );
  return found.rows.map(toTournament);
}

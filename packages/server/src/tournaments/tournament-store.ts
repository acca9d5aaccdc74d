/**
 * Tournaments as the database holds them: creating one, joining and leaving it, and reading one whole (its
 * players and every pairing's games) for its page. Pairing rounds is tournament-rounds.ts's.
 *
 * Every change that counts something first holds a row, so that requests sent at once cannot pass a limit
 * together: a creation holds its creator's row (identity/player-lock.ts), a join or a leave the tournament's.
 */
import { err, ok, type Result } from '@katz/engine';
import { TOURNAMENT_START_WITHIN_DAYS, type TournamentFormat } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { holdingPlayer } from '../identity/player-lock.js';
import { isRegistered } from '../identity/registered.js';
import { newId } from '../identity/tokens.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import { notFound, refusal, type TournamentRefusal } from './tournament-refusals.js';

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
  readonly duplicate: boolean;
  readonly listed: boolean;
  readonly maxPlayers: number;
  readonly startsAt: Date;
}

export interface StoredTournament extends TournamentSettings {
  readonly id: string;
  readonly creator: { readonly id: string; readonly name: string };
  readonly state: TournamentState;
  readonly cancelledFor: 'too-few-players' | null;
  readonly round: number;
  readonly players: number;
  /** When an arena's window closes; null for a Swiss. */
  readonly endsAt: Date | null;
  /** Whether an arena's window has closed (by the database's clock). */
  readonly closed: boolean;
  /** The earliest the next round of a running Swiss with rounds at set times starts; else null. */
  readonly nextRoundAt: Date | null;
}

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
  duplicate: boolean;
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
  t.duplicate, t.listed, t.max_players, t.starts_at, t.state, t.cancelled_for, t.round,
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
  duplicate: row.duplicate,
  listed: row.listed,
  maxPlayers: row.max_players,
  startsAt: row.starts_at,
  state: row.state,
  cancelledFor: row.cancelled_for,
  round: row.round,
  players: row.players,
});

/** A player's rating as a tournament pairs by it: a registered player's current one, else a newcomer's. */
const RATING_OF = (player: string) =>
  `coalesce((SELECT rating FROM ratings WHERE player_id = ${player}), ${NEWCOMER.rating})`;

/**
 * Creates a tournament with its creator as its first player, unless the creator is a guest, has `limit`
 * tournaments open or running already, or sets it to start in the past or too far ahead.
 */
export async function createTournament(
  db: Database,
  creator: string,
  settings: TournamentSettings,
  limit: number,
): Promise<Result<string, TournamentRefusal>> {
  if (!(await isRegistered(db, creator)))
    return err(refusal('account-required', 'only a registered player creates a tournament'));
  return holdingPlayer(db, creator, async (tx) => {
    const counted = await tx.query<{ running: number; late: boolean; far: boolean }>(
      `SELECT (SELECT count(*)::int FROM tournaments WHERE creator = $1 AND state IN ('open', 'running')) AS running,
         $2::timestamptz < now() - interval '1 minute' AS late,
         $2::timestamptz > now() + make_interval(days => $3) AS far`,
      [creator, settings.startsAt, TOURNAMENT_START_WITHIN_DAYS],
    );
    const { running = 0, late = false, far = false } = counted.rows[0] ?? {};
    if (late) return err(refusal('invalid-input', 'the start lies in the past', 'body.startsAt'));
    if (far) {
      return err(
        refusal(
          'invalid-input',
          `a tournament starts within ${TOURNAMENT_START_WITHIN_DAYS} days`,
          'body.startsAt',
        ),
      );
    }
    if (running >= limit) {
      return err(
        refusal('too-many-tournaments', `you have ${running} tournaments open or running: at most ${limit}`),
      );
    }
    const id = newId();
    await tx.query(
      `WITH made AS (
         INSERT INTO tournaments (id, name, creator, format, rounds, minutes, turn_seconds, rated, duplicate,
           listed, max_players, starts_at, round_days)
         VALUES ($1, $2, $3, $11, $4, $12, $5, $6, $7, $8, $9, $10, $13) RETURNING id
       )
       INSERT INTO tournament_players (tournament_id, player_id, rating)
       SELECT made.id, $3, ${RATING_OF('$3')} FROM made`,
      [
        id,
        settings.name,
        creator,
        settings.rounds,
        settings.turnSeconds,
        settings.rated,
        settings.duplicate,
        settings.listed,
        settings.maxPlayers,
        settings.startsAt,
        settings.format,
        settings.minutes,
        settings.roundDays,
      ],
    );
    return ok(id);
  });
}

/** Runs `work` holding the tournament's row; a missing tournament is refused. */
function holdingTournament<T>(
  db: Database,
  id: string,
  work: (tx: Queryable, tournament: StoredTournament) => Promise<Result<T, TournamentRefusal>>,
): Promise<Result<T, TournamentRefusal>> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM tournaments WHERE id = $1 FOR UPDATE', [id]);
    if (locked.rows.length === 0) return err(notFound(id));
    const tournament = await readTournament(tx, id);
    if (tournament === null) return err(notFound(id));
    return work(tx, tournament);
  });
}

const notOpen = (tournament: StoredTournament): TournamentRefusal =>
  refusal(
    'tournament-started',
    tournament.state === 'running'
      ? tournament.format === 'swiss'
        ? 'the tournament has started: players join before its first round'
        : tournament.closed
          ? "the arena's window has closed: its last games are being played"
          : 'the arena has started already'
      : `the tournament is ${tournament.state === 'finished' ? 'over' : 'cancelled'}`,
  );

/** Whether players may join: a tournament before its start, an arena until its window closes. */
const joinable = (tournament: StoredTournament): boolean =>
  tournament.state === 'open' ||
  (tournament.state === 'running' && tournament.format === 'arena' && !tournament.closed);

/**
 * Joins a tournament that takes players (joinable), has room, and (if rated) takes the player, who is not in it
 * yet; or brings a player paused in an arena back.
 */
export async function joinTournament(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (!joinable(tournament)) return err(notOpen(tournament));
    if (tournament.rated && !(await isRegistered(tx, playerId)))
      return err(refusal('account-required', 'a rated tournament is for registered players'));
    const already = await tx.query<{ paused: boolean }>(
      'SELECT paused FROM tournament_players WHERE tournament_id = $1 AND player_id = $2',
      [id, playerId],
    );
    if (already.rows[0]?.paused === true) {
      await tx.query(
        `UPDATE tournament_players SET paused = false, came_back_at = now()
         WHERE tournament_id = $1 AND player_id = $2`,
        [id, playerId],
      );
      return ok(null);
    }
    if (already.rows.length > 0) return err(refusal('already-joined', 'you are in this tournament already'));
    if (tournament.players >= tournament.maxPlayers)
      return err(refusal('tournament-full', `the tournament is full: ${tournament.maxPlayers} players`));
    await tx.query(
      `INSERT INTO tournament_players (tournament_id, player_id, rating) VALUES ($1, $2, ${RATING_OF('$2')})`,
      [id, playerId],
    );
    return ok(null);
  });
}

/** Brings an open tournament's start to now, for its creator; the caller then pairs its first round. */
export async function startNow(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (tournament.creator.id !== playerId)
      return err(refusal('not-creator', "only the tournament's creator starts it early"));
    if (tournament.state !== 'open') return err(notOpen(tournament));
    await tx.query('UPDATE tournaments SET starts_at = least(starts_at, now()) WHERE id = $1', [id]);
    return ok(null);
  });
}

/**
 * Leaves a tournament before it starts (the place is free again); withdraws from a running Swiss (no later round
 * pairs the player); pauses in a running arena (not paired until they join again). Games under way go on and
 * count.
 */
export async function leaveTournament(
  db: Database,
  id: string,
  playerId: string,
): Promise<Result<null, TournamentRefusal>> {
  return holdingTournament(db, id, async (tx, tournament) => {
    if (tournament.state === 'finished' || tournament.state === 'cancelled') return err(notOpen(tournament));
    const left =
      tournament.state === 'open'
        ? await tx.query(
            'DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2 RETURNING 1',
            [id, playerId],
          )
        : tournament.format === 'arena'
          ? await tx.query(
              `UPDATE tournament_players SET paused = true
               WHERE tournament_id = $1 AND player_id = $2 AND NOT paused RETURNING 1`,
              [id, playerId],
            )
          : await tx.query(
              `UPDATE tournament_players SET withdrawn_after = $3
             WHERE tournament_id = $1 AND player_id = $2 AND withdrawn_after IS NULL RETURNING 1`,
              [id, playerId, tournament.round],
            );
    if (left.rows.length === 0) {
      const why =
        tournament.state === 'running' && tournament.format === 'arena'
          ? 'you are not playing in this arena (not in it, or paused already)'
          : 'you are not in this tournament';
      return err(refusal('not-joined', why));
    }
    return ok(null);
  });
}

export async function tournamentExists(db: Queryable, id: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM tournaments WHERE id = $1', [id]);
  return found.rows.length > 0;
}

async function readTournament(db: Queryable, id: string): Promise<StoredTournament | null> {
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

/** Reading games and their logs from the database, checked on the way in. */
import { parsePosition, type Action, type GameEvent, type GameResult, type PlayerIndex } from '@katz/engine';
import type { SeatRating } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import type { BotLevel } from '../computer/levels.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import { seatRating } from '../ratings/provisional.js';
import type { LogEntry, Seat, StoredGame } from './stored-game.js';

/** A game's row as the database answers it (with its seats' names and ratings). */
export interface GameRow {
  id: string;
  seed: string;
  seed_hash: string;
  shuffle: string;
  bot_seed: string;
  player0: string | null;
  player1: string | null;
  name0: string | null;
  name1: string | null;
  computer0: string | null;
  computer1: string | null;
  turn_seconds: number;
  rated: boolean;
  rating0: number | null;
  rating1: number | null;
  games0: number | null;
  games1: number | null;
  version: number;
  position: unknown;
  state: 'running' | 'over';
  result: GameResult | null;
  turn_deadline: Date | null;
  sealed: boolean;
  tournament_id: string | null;
  tournament_name: string | null;
  created_at: Date;
  updated_at: Date;
  read_at: Date;
}

// A registered player (one with an account name) always has a rating: a newcomer's until their first rated game.
const SEAT_RATING = (seat: 0 | 1) => `
  CASE WHEN p${seat}.username IS NOT NULL THEN coalesce(r${seat}.rating, ${NEWCOMER.rating}) END AS rating${seat},
  CASE WHEN p${seat}.username IS NOT NULL THEN coalesce(r${seat}.games, 0) END AS games${seat}`;

const GAME_COLUMNS = `g.id, g.seed, g.seed_hash, g.shuffle, g.bot_seed, g.player0, g.player1, p0.name AS name0,
  p1.name AS name1, g.computer0, g.computer1, g.turn_seconds, g.rated, ${SEAT_RATING(0)}, ${SEAT_RATING(1)},
  g.version, g.position, g.state, g.result, g.turn_deadline, g.created_at, g.updated_at, now() AS read_at,
  duplicate_deal_in_play(g.seed_hash, g.tournament_id) AS sealed,
  g.tournament_id, tn.name AS tournament_name
  FROM games g LEFT JOIN players p0 ON p0.id = g.player0 LEFT JOIN players p1 ON p1.id = g.player1
  LEFT JOIN ratings r0 ON r0.player_id = g.player0 LEFT JOIN ratings r1 ON r1.player_id = g.player1
  LEFT JOIN tournaments tn ON tn.id = g.tournament_id`;

export async function loadGame(db: Queryable, id: string): Promise<StoredGame | null> {
  const found = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} WHERE g.id = $1`, [id]);
  const row = found.rows[0];
  return row ? toStoredGame(row) : null;
}

/** The games of these ids that exist, in no particular order. */
export async function loadGames(db: Queryable, ids: readonly string[]): Promise<StoredGame[]> {
  if (ids.length === 0) return [];
  const found = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} WHERE g.id = ANY($1::text[])`, [ids]);
  return found.rows.map(toStoredGame);
}

/**
 * A player's games, at most `limit`: finished ones newest first; running ones with the player's own turn first,
 * the least time left first (a correspondence game due tomorrow before one due next week), then the rest newest
 * first.
 */
export async function listGamesOf(
  db: Queryable,
  playerId: string,
  options: {
    readonly state: 'running' | 'over';
    readonly limit: number;
    /** For others to see (a profile): without the tables of a duplicate round still in play. */
    readonly forOthers?: boolean;
  },
): Promise<StoredGame[]> {
  const yourTurn = `(g.state = 'running' AND seat_player(g.to_move, g.player0, g.player1) = $1)`;
  const shown =
    options.forOthers === true ? 'AND NOT duplicate_deal_in_play(g.seed_hash, g.tournament_id)' : '';
  const found = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} WHERE (g.player0 = $1 OR g.player1 = $1) AND g.state = $2 ${shown}
     ORDER BY ${yourTurn} DESC, CASE WHEN ${yourTurn} THEN g.turn_deadline END ASC NULLS LAST,
       g.updated_at DESC
     LIMIT $3`,
    [playerId, options.state, options.limit],
  );
  return found.rows.map(toStoredGame);
}

interface LogRow {
  version: number;
  seat: number;
  kind: LogEntry['kind'];
  action: Action | null;
  client_action_id: string | null;
  events: GameEvent[];
  created_at: Date;
}

const LOG_COLUMNS = 'version, seat, kind, action, client_action_id, events, created_at';

/** The entries after `since`, in order. */
export async function loadLog(db: Queryable, gameId: string, since: number): Promise<LogEntry[]> {
  const found = await db.query<LogRow>(
    `SELECT ${LOG_COLUMNS} FROM game_log WHERE game_id = $1 AND version > $2 ORDER BY version`,
    [gameId, since],
  );
  return found.rows.map(toLogEntry);
}

export async function findClientAction(
  db: Queryable,
  gameId: string,
  seat: PlayerIndex,
  clientActionId: string,
): Promise<LogEntry | null> {
  const found = await db.query<LogRow>(
    `SELECT ${LOG_COLUMNS} FROM game_log WHERE game_id = $1 AND seat = $2 AND client_action_id = $3`,
    [gameId, seat, clientActionId],
  );
  const row = found.rows[0];
  return row ? toLogEntry(row) : null;
}

export function toStoredGame(row: GameRow): StoredGame {
  const position = parsePosition(row.position);
  if (!position.ok) {
    throw new Error(
      `game ${row.id} holds an invalid position at ${position.error.path}: ${position.error.message}`,
    );
  }
  return {
    id: row.id,
    seed: row.seed,
    seedHash: row.seed_hash,
    shuffle: row.shuffle,
    botSeed: row.bot_seed,
    seats: [
      seat(row.player0, row.name0, row.computer0, seatRating(row.rating0, row.games0)),
      seat(row.player1, row.name1, row.computer1, seatRating(row.rating1, row.games1)),
    ],
    turnSeconds: row.turn_seconds,
    rated: row.rated,
    version: row.version,
    position: position.value,
    state: row.state,
    result: row.result,
    turnDeadline: row.turn_deadline,
    sealed: row.sealed,
    tournament:
      row.tournament_id === null ? null : { id: row.tournament_id, name: row.tournament_name ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
}

function seat(
  playerId: string | null,
  name: string | null,
  computer: string | null,
  rating: SeatRating | null,
): Seat {
  if (playerId !== null) return { kind: 'person', playerId, name: name ?? '', rating };
  // The schema's CHECK guarantees a computer level where there is no player.
  return { kind: 'computer', level: computer as BotLevel };
}

// Rows this server wrote itself; the schema's CHECKs hold the kinds and seats to their ranges.
const toLogEntry = (row: LogRow): LogEntry => ({
  version: row.version,
  seat: row.seat === 1 ? 1 : 0,
  kind: row.kind,
  action: row.action,
  clientActionId: row.client_action_id,
  events: row.events,
  createdAt: row.created_at,
});

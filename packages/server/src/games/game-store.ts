/** Reading games and their logs from the database, checked on the way in. */
import { parsePosition, type Action, type GameEvent, type PlayerIndex } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import type { BotLevel } from '../computer/levels.js';
import type { GameResult, LogEntry, Seat, StoredGame } from './stored-game.js';

interface GameRow {
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
  version: number;
  position: unknown;
  state: 'running' | 'over';
  result: GameResult | null;
  turn_deadline: Date | null;
  created_at: Date;
  updated_at: Date;
  read_at: Date;
}

const GAME_COLUMNS = `g.id, g.seed, g.seed_hash, g.shuffle, g.bot_seed, g.player0, g.player1, p0.name AS name0,
  p1.name AS name1, g.computer0, g.computer1, g.turn_seconds, g.version, g.position, g.state, g.result,
  g.turn_deadline, g.created_at, g.updated_at, now() AS read_at
  FROM games g LEFT JOIN players p0 ON p0.id = g.player0 LEFT JOIN players p1 ON p1.id = g.player1`;

export async function loadGame(db: Queryable, id: string): Promise<StoredGame | null> {
  const found = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} WHERE g.id = $1`, [id]);
  const row = found.rows[0];
  return row ? toStoredGame(row) : null;
}

/** A player's games, newest first: running or finished ones, at most `limit`. */
export async function listGamesOf(
  db: Queryable,
  playerId: string,
  options: { readonly state: 'running' | 'over'; readonly limit: number },
): Promise<StoredGame[]> {
  const found = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} WHERE (g.player0 = $1 OR g.player1 = $1) AND g.state = $2
     ORDER BY g.updated_at DESC LIMIT $3`,
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

function toStoredGame(row: GameRow): StoredGame {
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
    seats: [seat(row.player0, row.name0, row.computer0), seat(row.player1, row.name1, row.computer1)],
    turnSeconds: row.turn_seconds,
    version: row.version,
    position: position.value,
    state: row.state,
    result: row.result,
    turnDeadline: row.turn_deadline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
}

function seat(playerId: string | null, name: string | null, computer: string | null): Seat {
  if (playerId !== null) return { kind: 'person', playerId, name: name ?? '' };
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

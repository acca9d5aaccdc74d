/**
 * The common play in one statement. When this process knows a game at the version the client saw (it stored
 * or read that version itself), a play of one action that goes on with the game needs no read: the engine
 * applies it to the known position, and one statement stores it all: the update, matched against the version
 * (so a game that changed meanwhile, through any process, matches nothing) and against an earlier use of the
 * client action id; the log entry; and the notice. No match stores nothing, and the caller then plays the
 * request the full way, which reads the game and says why it refuses. The known game is a hint, never trusted:
 * the database decides.
 */
import type { Action, GameEvent, PlayerIndex, Position } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import { NOTICE_CHANNEL, noticeText } from './notices.js';
import type { LogEntry, Seat, StoredGame } from './stored-game.js';

/** Games as this process last stored or read them. */
export interface KnownGames {
  latest(gameId: string): StoredGame | undefined;
}

/** What a change does to the turn's clock: stop it, keep it running, or restart it for the next person. */
export type DeadlineChange = 'none' | 'keep' | 'restart';

export function deadlineChange(game: StoredGame, position: Position, over: boolean): DeadlineChange {
  if (over) return 'none';
  if (position.toMove === game.position.toMove) return 'keep';
  return game.seats[position.toMove].kind === 'person' ? 'restart' : 'none';
}

export interface KnownPlay {
  readonly game: StoredGame;
  readonly seat: PlayerIndex;
  readonly action: Action;
  readonly clientActionId: string | null;
  /** The position after the action, with the game going on. */
  readonly position: Position;
  readonly events: readonly GameEvent[];
}

interface StoredRow {
  turn_deadline: Date | null;
  updated_at: Date;
  read_at: Date;
  name0: string | null;
  name1: string | null;
}

const STORE_PLAY = `
  WITH updated AS (
    UPDATE games SET position = $3, version = $4, updated_at = now(),
      turn_deadline = CASE $5 WHEN 'none' THEN NULL WHEN 'keep' THEN turn_deadline
        ELSE now() + make_interval(secs => turn_seconds) END
    WHERE id = $1 AND version = $2
      AND NOT EXISTS (SELECT 1 FROM game_log WHERE game_id = $1 AND seat = $6 AND client_action_id = $7)
    RETURNING player0, player1, turn_deadline, updated_at, now() AS read_at
  ), logged AS (
    INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
    SELECT $1, $4, $6, 'action', $8, $7, $9 FROM updated
  )
  SELECT turn_deadline, updated_at, read_at,
    (SELECT name FROM players WHERE id = updated.player0) AS name0,
    (SELECT name FROM players WHERE id = updated.player1) AS name1,
    pg_notify($10, $11) AS announced
  FROM updated`;

/** Stores the play; the game after it and its entry, or null when the stored game did not match. */
export async function storeKnownPlay(
  db: Queryable,
  play: KnownPlay,
): Promise<{ game: StoredGame; entries: LogEntry[] } | null> {
  const { game, seat, action, position, events, clientActionId } = play;
  const version = game.version + 1;
  const stored = await db.query<StoredRow>(STORE_PLAY, [
    game.id,
    game.version,
    JSON.stringify(position),
    version,
    deadlineChange(game, position, false),
    seat,
    clientActionId,
    JSON.stringify(action),
    JSON.stringify(events),
    NOTICE_CHANNEL,
    noticeText({ game: game.id, version }),
  ]);
  const row = stored.rows[0];
  if (!row) return null;
  const after: StoredGame = {
    ...game,
    seats: [named(game.seats[0], row.name0), named(game.seats[1], row.name1)],
    version,
    position,
    turnDeadline: row.turn_deadline,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
  const entry: LogEntry = {
    version,
    seat,
    kind: 'action',
    action,
    clientActionId,
    events,
    createdAt: row.updated_at,
  };
  return { game: after, entries: [entry] };
}

/** A person's seat with the name the database holds now (a player may rename themselves during a game). */
const named = (seat: Seat, name: string | null): Seat =>
  seat.kind === 'person' && name !== null ? { ...seat, name } : seat;

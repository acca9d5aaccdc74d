/**
 * The common play in one statement. When this process knows a game at the version the client saw (it stored
 * or read that version itself), a play of one action needs no read, unless it ends a rated game: the engine
 * applies it to the known position, and one statement stores it all: the update, matched against the version
 * (so a game that changed meanwhile, through any process, matches nothing) and against an earlier use of the
 * client action id; the log entry; and the notice. No match stores nothing, and the caller then plays the
 * request the full way, which reads the game and says why it refuses. The known game is a hint, never trusted:
 * the database decides. The plays of many games that arrive together share one statement (play-batches.ts).
 */
import type { Action, GameEvent, GameResult, PlayerIndex, Position } from '@katz/engine';
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
  /** The position after the action. */
  readonly position: Position;
  readonly events: readonly GameEvent[];
  /** How the game ended, if this action ended it (an unrated game's: a rated one's end takes the full way). */
  readonly result: GameResult | null;
}

/** What the database decided when it stored a play. */
export interface StoredRow {
  id: string;
  turn_deadline: Date | null;
  updated_at: Date;
  read_at: Date;
  name0: string | null;
  name1: string | null;
}

/** The play of one game after it is stored: the game as it now is and its new entry. */
export interface StoredPlay {
  readonly game: StoredGame;
  readonly entries: LogEntry[];
}

/**
 * Plays of several games in one statement, each matched on its own (the function store_plays,
 * games/sql/store-plays.ts): a play whose game is not at its version any more, or whose client action id was used already, stores nothing and returns
 * no row.
 */
const STORE_PLAYS = 'SELECT id, turn_deadline, updated_at, read_at, name0, name1 FROM store_plays($1, $2)';

/**
 * Stores the plays, of different games, in one statement; each play's game after it and its entry, or null
 * where the stored game did not match.
 */
export async function storeKnownPlays(
  db: Queryable,
  plays: readonly KnownPlay[],
  options: {
    /**
     * Whether each notice carries its play (migration 10), for other processes that share the database; the
     * embedded database serves one process, which keeps its plays itself.
     */
    readonly carry: boolean;
  },
): Promise<(StoredPlay | null)[]> {
  const input = plays.map(({ game, seat, action, position, events, clientActionId, result }) => ({
    id: game.id,
    version: game.version,
    position,
    deadline: deadlineChange(game, position, result !== null),
    seat,
    client_action_id: clientActionId,
    action,
    events,
    // When carried, the statement adds what the database decides (`stored`); see notices.ts.
    notice: noticeText({
      game: game.id,
      version: game.version + 1,
      ...(options.carry ? { play: { seat, action, clientActionId } } : {}),
    }),
    result,
    carry: options.carry,
  }));
  const stored = await db.query<StoredRow>(STORE_PLAYS, [JSON.stringify(input), NOTICE_CHANNEL]);
  const rows = new Map(stored.rows.map((row) => [row.id, row]));
  return plays.map((play) => {
    const row = rows.get(play.game.id);
    return row === undefined ? null : storedPlay(play, row);
  });
}

/** The game after a play and the play's entry, from the play and what the database decided when it stored it. */
export function storedPlay(
  { game, seat, action, position, events, clientActionId, result }: KnownPlay,
  row: StoredRow,
): StoredPlay {
  const version = game.version + 1;
  const after: StoredGame = {
    ...game,
    seats: [named(game.seats[0], row.name0), named(game.seats[1], row.name1)],
    version,
    position,
    state: result === null ? 'running' : 'over',
    result,
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

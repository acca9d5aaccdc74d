/**
 * Storing a play: one statement (the database function store_plays, games/sql/store-plays.ts) stores it all: the
 * update, matched against the version (so a game that changed meanwhile, through any process, matches nothing)
 * and against an earlier use of the client action id; a log entry per action; and the notice. It is the one way
 * a play is written. The common play of one action on a game this process knows at the client's version needs
 * no read (play-action.ts): the engine applies it to the known position and the plays of many games that arrive
 * together share one statement (play-batches.ts); no match stores nothing, and the caller then plays the request
 * the full way, which reads the game, checks it, and stores through the same statement. The known game is a
 * hint, never trusted: the database decides. A game's end outside the rules (a resignation, the clock) is stored
 * by the same statement (`storeEnd`): every change of a game goes through it, and is announced by it.
 */
import type { Action, GameEvent, GameResult, PlayerIndex, Position } from '@katz/engine';
import type { Queryable } from '../db/database.js';
import { NOTICE_CHANNEL, noticeText } from '../notices/notice.js';
import { peopleOf, type LogEntry, type Seat, type StoredGame } from './stored-game.js';

/** Games as this process last stored or read them. */
export interface KnownGames {
  latest(gameId: string): StoredGame | undefined;
}

/** What a change does to the turn's clock: stop it, keep it running, or restart it for the next person. */
type DeadlineChange = 'none' | 'keep' | 'restart';

function deadlineChange(game: StoredGame, position: Position, over: boolean): DeadlineChange {
  if (over) return 'none';
  if (position.toMove === game.position.toMove) return 'keep';
  return game.seats[position.toMove].kind === 'person' ? 'restart' : 'none';
}

/** A play to store: one action, or several of one turn (a player's held plays), by one seat. */
export interface PlayToStore {
  readonly game: StoredGame;
  readonly seat: PlayerIndex;
  /** The actions in order, each with its events. */
  readonly actions: readonly PlayedAction[];
  /** Marks the last action's entry, so that a repeat of the request is answered once the whole play is found. */
  readonly clientActionId: string | null;
  /** The position after the last action. */
  readonly position: Position;
  /** How the game ended, if this play ended it. */
  readonly result: GameResult | null;
}

/** One action of a play and the events it caused: a log entry each. */
interface PlayedAction {
  readonly action: Action;
  readonly events: readonly GameEvent[];
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

/** The play of one game after it is stored: the game as it now is and its new entries. */
export interface StoredPlay {
  readonly game: StoredGame;
  readonly entries: LogEntry[];
}

/**
 * Plays of several games in one statement, each matched on its own: a play whose game is not at its version any
 * more, or whose client action id was used already, stores nothing and returns no row.
 */
const STORE_PLAYS = 'SELECT id, turn_deadline, updated_at, read_at, name0, name1 FROM store_plays($1, $2)';

/**
 * Stores the plays, of different games, in one statement; each play's game after it and its entries, or null
 * where the stored game did not match.
 */
export async function storePlays(
  db: Queryable,
  plays: readonly PlayToStore[],
  options: {
    /**
     * Whether the notice of a play of one action carries it, for other processes that share the database; the
     * embedded database serves one process, which keeps its plays itself.
     */
    readonly carry: boolean;
  },
): Promise<(StoredPlay | null)[]> {
  const input = plays.map(({ game, seat, actions, position, clientActionId, result }) => {
    const [only] = actions;
    const carried = options.carry && only !== undefined && actions.length === 1;
    return {
      id: game.id,
      version: game.version,
      position,
      deadline: deadlineChange(game, position, result !== null),
      seat,
      client_action_id: clientActionId,
      actions,
      // When carried, the statement adds what the database decides (`stored`); see notices/notice.ts.
      notice: noticeText({
        kind: 'game',
        game: game.id,
        version: game.version + actions.length,
        people: peopleOf(game),
        ...(carried ? { play: { seat, action: only.action, clientActionId } } : {}),
      }),
      result,
      carry: carried,
    };
  });
  const stored = await db.query<StoredRow>(STORE_PLAYS, [JSON.stringify(input), NOTICE_CHANNEL]);
  const rows = new Map(stored.rows.map((row) => [row.id, row]));
  return plays.map((play) => {
    const row = rows.get(play.game.id);
    return row === undefined ? null : storedPlay(play, row);
  });
}

/** How a game ends outside its rules: a player resigns, or the person to move runs out of time. */
export type EndKind = 'resign' | 'timeout';

/**
 * Ends a running game with `loser` losing, if it is still at the version read (and, for the clock, only once its
 * deadline has passed by the database's clock): the game after it and the end's entry, or null if nothing matched.
 */
export async function storeEnd(
  db: Queryable,
  game: StoredGame,
  end: { readonly loser: PlayerIndex; readonly kind: EndKind; readonly result: GameResult },
): Promise<StoredPlay | null> {
  const version = game.version + 1;
  const input = {
    id: game.id,
    version: game.version,
    position: game.position,
    deadline: 'none',
    seat: end.loser,
    client_action_id: null,
    actions: [{ action: null, events: [] }],
    notice: noticeText({ kind: 'game', game: game.id, version, people: peopleOf(game) }),
    result: end.result,
    carry: false,
    kind: end.kind,
    due: end.kind === 'timeout',
  };
  const stored = await db.query<StoredRow>(STORE_PLAYS, [JSON.stringify([input]), NOTICE_CHANNEL]);
  const row = stored.rows[0];
  if (!row) return null;
  const after: StoredGame = {
    ...game,
    seats: [named(game.seats[0], row.name0), named(game.seats[1], row.name1)],
    version,
    state: 'over',
    result: end.result,
    turnDeadline: null,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  };
  const entry: LogEntry = {
    version,
    seat: end.loser,
    kind: end.kind,
    action: null,
    clientActionId: null,
    events: [],
    createdAt: row.updated_at,
  };
  return { game: after, entries: [entry] };
}

/** The game after a play and the play's entries, from the play and what the database decided when it stored it. */
export function storedPlay(
  { game, seat, actions, position, clientActionId, result }: PlayToStore,
  row: StoredRow,
): StoredPlay {
  const version = game.version + actions.length;
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
  const entries = actions.map(({ action, events }, index): LogEntry => ({
    version: game.version + index + 1,
    seat,
    kind: 'action',
    action,
    clientActionId: index === actions.length - 1 ? clientActionId : null,
    events,
    createdAt: row.updated_at,
  }));
  return { game: after, entries };
}

/** A person's seat with the name the database holds now (a player may rename themselves during a game). */
const named = (seat: Seat, name: string | null): Seat =>
  seat.kind === 'person' && name !== null ? { ...seat, name } : seat;

/**
 * Everything about a game that leaves the server passes through these functions, and they hide by default:
 * each output is built from what the viewer may see (the protocol's `gameViewOf` and `entryViewOf`, over the
 * engine's `viewPosition` and `viewEvent`), never by deleting secrets from a copy. While a game runs, its seed, the other hand, the stocks below their tops and
 * the draw pile stay here; once it is over, `replayOf` reveals everything.
 */
import { replay, SHUFFLE_VERSION, type PlayerIndex, type SeededRecord, type Viewer } from '@katz/engine';
import {
  entryViewOf,
  isCorrespondence,
  gameViewOf,
  type Entry,
  type GameSummary,
  type GameView,
  type ReplayView,
  type SeatView,
} from '@katz/protocol';
import type { LogEntry, Seat, StoredGame } from './stored-game.js';

export function gameView(game: StoredGame, viewer: Viewer): GameView {
  const { readAt } = game;
  // A correspondence game's deadline would tell a spectator that the player to move is on vacation, and until
  // when (it lies days past the turn's time): only the game's players see it. Spectators see whose turn it is.
  const deadline = viewer === null && isCorrespondence(game.turnSeconds) ? null : game.turnDeadline;
  return gameViewOf(
    {
      ...game,
      seats: [seatView(game.seats[0]), seatView(game.seats[1])],
      clock: deadline && {
        deadline: deadline.toISOString(),
        msLeft: Math.max(0, deadline.getTime() - readAt.getTime()),
      },
      createdAt: game.createdAt.toISOString(),
    },
    viewer,
  );
}

export const entryView = (entry: LogEntry, viewer: Viewer): Entry =>
  entryViewOf({ ...entry, at: entry.createdAt.toISOString() }, viewer);

/** The whole game with every card revealed; only for a finished game (the caller checks). */
export function replayOf(game: StoredGame, entries: readonly LogEntry[]): ReplayView {
  if (game.state !== 'over') throw new Error(`replayOf: game ${game.id} is still running`);
  if (game.sealed) throw new Error(`replayOf: game ${game.id}'s duplicate twin is still running`);
  const record = recordOf(game, entries);
  const replayed = replay(record);
  if (!replayed.ok)
    throw new Error(`game ${game.id}: its stored actions do not replay: ${replayed.error.message}`);
  return {
    id: game.id,
    seats: [seatView(game.seats[0]), seatView(game.seats[1])],
    result: game.result,
    seed: game.seed,
    seedHash: game.seedHash,
    record,
    start: replayed.value.start,
    final: replayed.value.position,
    entries: entries.map((entry) => ({ ...entryView(entry, null), events: entry.events })),
  };
}

/** One line of a player's list of games: whose turn, the time left, the result. */
export function gameSummary(game: StoredGame, seat: PlayerIndex): GameSummary {
  const view = gameView(game, seat);
  return {
    id: game.id,
    state: game.state,
    seat,
    opponent: view.seats[seat === 0 ? 1 : 0],
    yourTurn: game.state === 'running' && game.position.toMove === seat,
    turnSeconds: game.turnSeconds,
    rated: game.rated,
    clock: view.clock,
    result: game.result,
    version: game.version,
    updatedAt: game.updatedAt.toISOString(),
    tournament: game.tournament,
  };
}

/**
 * The game record (docs/formats.md) of a finished game: its seed, the shuffle it was dealt with (as stored with
 * the game) and every action. A game dealt with a shuffle this engine does not know has no record here: a record
 * that named another shuffle would fail its fairness check.
 */
export function recordOf(game: StoredGame, entries: readonly LogEntry[]): SeededRecord {
  if (game.state !== 'over') throw new Error(`recordOf: game ${game.id} is still running`);
  if (game.sealed) throw new Error(`recordOf: game ${game.id}'s duplicate twin is still running`);
  if (game.shuffle !== SHUFFLE_VERSION) {
    throw new Error(
      `recordOf: game ${game.id} was dealt with shuffle "${game.shuffle}", which this engine does not know ("${SHUFFLE_VERSION}")`,
    );
  }
  const actions = entries.flatMap((entry) => (entry.action ? [entry.action] : []));
  return { seed: game.seed, shuffle: game.shuffle, actions };
}

function seatView(seat: Seat): SeatView {
  if (seat.kind === 'computer') return seat;
  const person = { kind: 'person', id: seat.playerId, name: seat.name } as const;
  return seat.rating ? { ...person, rating: seat.rating } : person;
}

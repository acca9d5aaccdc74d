/**
 * Everything about a game that leaves the server passes through these functions, and they hide by default:
 * each output is built from what the viewer may see (the engine's `viewPosition` and `viewEvent`), never by
 * deleting secrets from a copy. While a game runs, its seed, the other hand, the stocks below their tops and
 * the draw pile stay here; once it is over, `replayOf` reveals everything.
 */
import {
  legalActions,
  replay,
  viewEvent,
  viewPosition,
  type Action,
  type GameEvent,
  type GameRecord,
  type PlayerIndex,
  type Position,
  type PositionView,
} from '@katz/engine';
import type { BotLevel } from '../computer/levels.js';
import type { GameResult, LogEntry, Seat, StoredGame } from './stored-game.js';

/** A seat or null for a spectator (anyone not seated; a player's own games always have a seat). */
export type Viewer = PlayerIndex | null;

type SeatView =
  | { readonly kind: 'person'; readonly id: string; readonly name: string }
  | { readonly kind: 'computer'; readonly level: BotLevel };

export interface GameView {
  readonly id: string;
  readonly version: number;
  readonly state: 'running' | 'over';
  /** The viewer's seat, or null for a spectator. */
  readonly seat: Viewer;
  readonly seats: readonly [SeatView, SeatView];
  readonly turnSeconds: number;
  readonly toMove: PlayerIndex;
  /** When the person to move loses on time, and how many milliseconds that leaves; null when no clock runs. */
  readonly clock: { readonly deadline: string; readonly msLeft: number } | null;
  readonly view: PositionView;
  /** The viewer's legal actions, when it is their turn. */
  readonly legalActions: readonly Action[];
  readonly result: GameResult | null;
  /** SHA-256 of the seed, published from the start (docs/fairness.md). */
  readonly seedHash: string;
  /** The seed itself, only once the game is over. */
  readonly seed: string | null;
  readonly createdAt: string;
}

export interface EntryView {
  readonly version: number;
  readonly seat: PlayerIndex;
  readonly kind: LogEntry['kind'];
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
  readonly at: string;
}

export function gameView(game: StoredGame, viewer: Viewer): GameView {
  const running = game.state === 'running';
  const toMove = game.position.toMove;
  return {
    id: game.id,
    version: game.version,
    state: game.state,
    seat: viewer,
    seats: [seatView(game.seats[0]), seatView(game.seats[1])],
    turnSeconds: game.turnSeconds,
    toMove,
    clock:
      running && game.turnDeadline
        ? {
            deadline: game.turnDeadline.toISOString(),
            msLeft: Math.max(0, game.turnDeadline.getTime() - game.readAt.getTime()),
          }
        : null,
    view: viewPosition(game.position, viewer),
    // Legal actions follow from the mover's own hand and the face-up cards only, so they reveal nothing.
    legalActions: running && viewer === toMove ? legalActions(game.position) : [],
    result: game.result,
    seedHash: game.seedHash,
    seed: running ? null : game.seed,
    createdAt: game.createdAt.toISOString(),
  };
}

export const entryView = (entry: LogEntry, viewer: Viewer): EntryView => ({
  version: entry.version,
  seat: entry.seat,
  kind: entry.kind,
  action: entry.action,
  events: entry.events.map((event) => viewEvent(event, viewer)),
  at: entry.createdAt.toISOString(),
});

export interface ReplayView {
  readonly id: string;
  readonly seats: readonly [SeatView, SeatView];
  readonly result: GameResult | null;
  readonly seed: string;
  readonly seedHash: string;
  readonly record: GameRecord;
  /** The dealt position, every card showing. */
  readonly start: Position;
  readonly final: Position;
  /** Every entry with its events in full. */
  readonly entries: readonly EntryView[];
}

/** The whole game with every card revealed; only for a finished game (the caller checks). */
export function replayOf(game: StoredGame, entries: readonly LogEntry[]): ReplayView {
  if (game.state !== 'over') throw new Error(`replayOf: game ${game.id} is still running`);
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
    entries: entries.map((entry) => ({
      version: entry.version,
      seat: entry.seat,
      kind: entry.kind,
      action: entry.action,
      events: entry.events,
      at: entry.createdAt.toISOString(),
    })),
  };
}

/** The game record (docs/formats.md) of a finished game: its seed, shuffle and every action. */
export function recordOf(game: StoredGame, entries: readonly LogEntry[]): GameRecord {
  if (game.state !== 'over') throw new Error(`recordOf: game ${game.id} is still running`);
  const actions = entries.flatMap((entry) => (entry.action ? [entry.action] : []));
  return { seed: game.seed, shuffle: 'km1', actions };
}

const seatView = (seat: Seat): SeatView =>
  seat.kind === 'person' ? { kind: 'person', id: seat.playerId, name: seat.name } : seat;

/**
 * The one builder of what a viewer is shown of a game (`GameView`) and of one change of it (`Entry`), for the
 * server and for the practice game in the browser alike. It hides by default: the view and the events are built
 * by the engine from what the viewer may see, never by deleting secrets from a copy; the seed stays out until the
 * game is over (and, on a duplicate deal, until its twin is too).
 */
import {
  legalActions,
  viewEvent,
  viewPosition,
  type Action,
  type GameEvent,
  type GameResult,
  type PlayerIndex,
  type Position,
  type Viewer,
} from '@katz/engine';
import type { Clock, Entry, GameView, SeatView } from './game.js';

/** Everything known of a game, secrets included; only what `viewer` may see of it leaves `gameViewOf`. */
export interface GameFacts {
  readonly id: string;
  readonly version: number;
  readonly seats: readonly [SeatView, SeatView];
  readonly turnSeconds: number;
  readonly rated: boolean;
  readonly position: Position;
  readonly state: GameView['state'];
  /** The result once the game is over (by the rules, a resignation or the clock), else null. */
  readonly result: GameResult | null;
  /** The deadline of the turn being played, or null while no clock runs. */
  readonly clock: Clock | null;
  readonly seed: string;
  readonly seedHash: string;
  /**
   * A duplicate game whose twin (the same deal, the seats swapped) still runs: its seed stays out after its own
   * end, since it deals the twin too (docs/tournaments.md, "Duplicate deals").
   */
  readonly sealed?: boolean;
  readonly createdAt: string;
  /** The tournament whose pairing this game is, if any. */
  readonly tournament?: { readonly id: string; readonly name: string } | null;
}

export function gameViewOf(game: GameFacts, viewer: Viewer): GameView {
  const running = game.state === 'running';
  const toMove = game.position.toMove;
  return {
    id: game.id,
    version: game.version,
    state: game.state,
    seat: viewer,
    seats: game.seats,
    turnSeconds: game.turnSeconds,
    rated: game.rated,
    toMove,
    clock: running ? game.clock : null,
    view: viewPosition(game.position, viewer),
    // Legal actions follow from the mover's own hand and the face-up cards only, so they reveal nothing.
    legalActions: running && viewer === toMove ? legalActions(game.position) : [],
    result: game.result,
    seedHash: game.seedHash,
    seed: running || game.sealed === true ? null : game.seed,
    createdAt: game.createdAt,
    tournament: game.tournament ?? null,
  };
}

/** One change of a game as it was made, every event in full (drawn cards included). */
export interface EntryFacts {
  readonly version: number;
  readonly seat: PlayerIndex;
  readonly kind: Entry['kind'];
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
  readonly at: string;
}

export const entryViewOf = (entry: EntryFacts, viewer: Viewer): Entry => ({
  version: entry.version,
  seat: entry.seat,
  kind: entry.kind,
  action: entry.action,
  events: entry.events.map((event) => viewEvent(event, viewer)),
  at: entry.at,
});

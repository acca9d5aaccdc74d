/**
 * The table as its controller (table-controller.ts) says it is at one moment: an immutable value, made anew only
 * when something in it changed, which React reads through `useSyncExternalStore` and the components draw. It is
 * worked out from the controller's own state (`ControllerState`) by the rules of `table-reducer.ts` and
 * `play-ahead.ts`, as is what an input is judged on (`contextOf`), so that the two never differ.
 */
import type { Action, PlayerIndex, PositionView } from '@katz/engine';
import type { GameView } from '@katz/protocol';
import { FIRST_STOPS, type TabStops } from './keyboard.js';
import type { ShownPile } from './pile-show.js';
import { viewWithAhead } from './play-ahead.js';
import {
  IDLE,
  legalTargetsOf,
  mayPlay,
  selectedSource,
  viewWithHeld,
  type ControlContext,
  type ControlState,
} from './table-reducer.js';
import type { TableProps } from './table-props.js';

/** What the controller keeps, besides the queue of updates still to be shown and the inputs waiting. */
export interface ControllerState {
  /** The latest game whose changes have all been shown; undefined until the first has come. */
  readonly game: GameView | undefined;
  /** The position on the table right now, before held plays: mid-animation it is between two versions. */
  readonly shownView: PositionView | undefined;
  /** Whether changes are still being shown. */
  readonly animating: boolean;
  /**
   * Whether all that is still to be shown comes from the viewer's own plays, and the game it leads to is still
   * their turn: they may play on meanwhile, and their input hurries the table.
   */
  readonly followingOwn: boolean;
  readonly held: readonly Action[];
  readonly control: ControlState;
  readonly stops: TabStops;
  readonly pileShown: ShownPile | null;
  /** The latest event said for a screen reader. */
  readonly announced: string;
}

/** The controller's state for a table that starts on `game` (or before it has come), with `held` on it. */
export function controllerStateAt(game: GameView | undefined, held: readonly Action[]): ControllerState {
  return {
    game,
    shownView: game?.view,
    animating: false,
    followingOwn: false,
    held,
    control: IDLE,
    stops: FIRST_STOPS,
    pileShown: null,
    announced: '',
  };
}

export interface TableSnapshot {
  readonly game: GameView | undefined;
  /** The position to draw: mid-animation, with the plays held and the plays sent ahead of their answer. */
  readonly view: PositionView | undefined;
  /** The viewer's seat, or null for a spectator. */
  readonly seat: PlayerIndex | null;
  readonly held: readonly Action[];
  /** Whether the viewer may play now: the game lets them, and no play shown ahead waits for its answer. */
  readonly canPlay: boolean;
  readonly state: ControlState;
  /** The piles (`building:1`, `discard:2`) the held card may go to now. */
  readonly legalTargets: ReadonlySet<string>;
  /** Whether a card is held (picked up or dragged). */
  readonly holding: boolean;
  /** Whether changes are still being shown (a test's driver waits for the table to stand still). */
  readonly moving: boolean;
  /** Each keyboard region's Tab stop (keyboard.ts). */
  readonly stops: TabStops;
  readonly pileShown: ShownPile | null;
  readonly announced: string;
}

/**
 * Whether the game lets the viewer play now on `withHeld` (the view with the held plays): their turn, and
 * nothing moving but what their own plays brought (the table hurries for them).
 */
export function gameLetsPlay(parts: ControllerState, withHeld: PositionView | undefined): boolean {
  const seat = parts.game?.seat ?? null;
  return (
    withHeld !== undefined &&
    seat !== null &&
    parts.game?.state !== 'over' &&
    withHeld.toMove === seat &&
    (!parts.animating || parts.followingOwn)
  );
}

/** The snapshot of `parts`, keeping the view and the lit piles of `before` where they are the same. */
export function snapshotOf(
  parts: ControllerState,
  before?: { readonly parts: ControllerState; readonly snapshot: TableSnapshot },
): TableSnapshot {
  const { game, shownView, held, control } = parts;
  const withHeld = viewWithHeld(shownView, held);
  const canPlay = mayPlay(control, { canPlay: gameLetsPlay(parts, withHeld) });
  const sameView =
    before !== undefined &&
    before.parts.shownView === shownView &&
    before.parts.held === held &&
    before.parts.control.ahead === control.ahead;
  const view = sameView ? before.snapshot.view : viewWithAhead(withHeld, control.ahead);
  const selected = selectedSource(control, view);
  const sameTargets =
    sameView && before.parts.control.selectedId === control.selectedId && before.snapshot.canPlay === canPlay;
  return {
    game,
    view,
    seat: game?.seat ?? null,
    held,
    canPlay,
    state: control,
    legalTargets: sameTargets ? before.snapshot.legalTargets : legalTargetsOf(view, selected, canPlay),
    holding: selected !== null,
    moving: parts.animating,
    stops: parts.stops,
    pileShown: parts.pileShown,
    announced: parts.announced,
  };
}

/** The table as the player sees it at the moment of an input: what `controlTable` judges the input on. */
export function contextOf(
  parts: ControllerState,
  snapshot: TableSnapshot,
  props: TableProps,
): ControlContext {
  return {
    t: props.t,
    view: snapshot.view,
    seat: snapshot.seat,
    over: parts.game?.state === 'over',
    canPlay: gameLetsPlay(parts, viewWithHeld(parts.shownView, parts.held)),
    confirm: props.confirm,
    held: parts.held,
    inputKind: props.inputKind.current,
  };
}

/**
 * A finished game as the review sees it: its decisions and its draws, each with the view of the seat it
 * concerns at that moment and nothing more.
 *
 * A decision is a stretch of one player's turn that reveals nothing until its last action: it runs from the
 * turn's start, or from the moment new cards came into view, to the discard that ends the turn, a stock play
 * that turns the next stock card up, a build that empties the hand (five new cards), or the game's end. It is
 * what a player plans at once (the strong level searches once per stretch), so it is what the review weighs.
 *
 * A draw is the new cards a player saw: the stock's next card, the five drawn into an emptied hand, the refill
 * at a turn's end. Only the refill needs chances of its own (the other seat is then to move); the others are
 * followed by the same seat's next decision, whose chances before it are the chances after the draw.
 *
 * This is the one place that reads the whole record; what leaves it for the estimates is views.
 */
import {
  apply,
  encodeAction,
  replay,
  viewPosition,
  type Action,
  type Card,
  type GameEvent,
  type GameOver,
  type GameRecord,
  type PlayerIndex,
  type PositionView,
} from '@katz/engine';
import type { ActionCode } from '@katz/engine/core';

/** What the seat saw come into view: its stock's next card, a refilled emptied hand, the refill at turn end. */
export const DRAW_KINDS = ['stock', 'hand', 'refill'] as const;
export type DrawKind = (typeof DRAW_KINDS)[number];

export interface DecisionStep {
  /** Counted over both players' decisions from 0, in the game's order. */
  readonly index: number;
  readonly seat: PlayerIndex;
  /** The turn, counted over both players from 1. */
  readonly turn: number;
  /** The record's index of the decision's first action. */
  readonly firstAction: number;
  readonly actions: readonly Action[];
  readonly codes: readonly ActionCode[];
  /** The seat's view as the decision starts: all the review may know of it. */
  readonly view: PositionView;
}

export interface DrawStep {
  readonly seat: PlayerIndex;
  readonly turn: number;
  readonly kind: DrawKind;
  /** The record's index of the action that drew. */
  readonly action: number;
  /** The decision whose last action drew. */
  readonly decision: number;
  /** The cards that came into the seat's view (the stock's new top, or the cards drawn). */
  readonly cards: readonly Card[];
  /**
   * The seat's view after a refill at a turn's end, whose chances are estimated on their own; null for a draw
   * in the middle of a turn (the seat's next decision starts from it) and for one that ended the game.
   */
  readonly view: PositionView | null;
  /** The game's result when the draw ended it (the draw pile ran out), from which the chances follow. */
  readonly ended: GameOver | null;
}

export interface GameSteps {
  readonly decisions: readonly DecisionStep[];
  readonly draws: readonly DrawStep[];
  /**
   * How the rules ended the game; null for a record that stops before (a game resigned, lost on time, or
   * still running), whose last decision, if cut off, is left out.
   */
  readonly result: GameOver | null;
}

/** Why a record cannot be reviewed: an action the rules refuse, named by its index. */
export class UnreviewableRecordError extends Error {
  override readonly name = 'UnreviewableRecordError';
}

/** What an action's events say came into its player's view. */
function drawOf(events: readonly GameEvent[], mover: PlayerIndex): { kind: DrawKind; cards: Card[] } | null {
  for (const event of events) {
    if (event.type === 'stockRevealed' && event.player === mover)
      return { kind: 'stock', cards: [event.card] };
  }
  const refill = events.find((event) => event.type === 'handRefilled' && event.player === mover);
  if (refill?.type !== 'handRefilled' || refill.count === 0) return null;
  const passed = events.some((event) => event.type === 'turnPassed');
  return { kind: passed ? 'refill' : 'hand', cards: [...(refill.cards ?? [])] };
}

/** Splits a game's record into its decisions and draws. */
export function gameSteps(record: GameRecord): GameSteps {
  const replayed = replay(record);
  if (!replayed.ok) throw new UnreviewableRecordError(replayed.error.message);
  const decisions: DecisionStep[] = [];
  const draws: DrawStep[] = [];
  let position = replayed.value.start;
  let turn = 1;
  let open: { first: number; view: PositionView; actions: Action[] } | null = null;
  for (const [index, action] of record.actions.entries()) {
    const seat = position.toMove;
    open ??= { first: index, view: viewPosition(position, seat), actions: [] };
    open.actions.push(action);
    const applied = apply(position, action);
    // The replay above accepted every action; a refusal here would be a bug in the engine.
    if (!applied.ok) throw new Error(`action ${index}: ${applied.error.message}`);
    position = applied.value.position;
    const { events, status } = applied.value;
    const draw = drawOf(events, seat);
    const turnEnds = events.some((event) => event.type === 'turnPassed');
    if (draw === null && !turnEnds && !status.over) continue;
    const decision = decisions.length;
    decisions.push({
      index: decision,
      seat,
      turn,
      firstAction: open.first,
      actions: open.actions,
      codes: open.actions.map(encodeAction),
      view: open.view,
    });
    open = null;
    if (draw !== null) {
      const ended = status.over ? status : null;
      const view = draw.kind === 'refill' && ended === null ? viewPosition(position, seat) : null;
      draws.push({ seat, turn, kind: draw.kind, action: index, decision, cards: draw.cards, view, ended });
    }
    if (turnEnds) turn++;
  }
  const { status } = replayed.value;
  // A game resigned (or lost on time) right after a stock card turned up or the hand was refilled, before its seat
  // decided again, has no chance after that draw: nothing was estimated there, so its luck is not measured.
  const measured = draws.filter(
    (draw) => draw.kind === 'refill' || draw.ended !== null || draw.decision + 1 < decisions.length,
  );
  return { decisions, draws: measured, result: status.over ? status : null };
}

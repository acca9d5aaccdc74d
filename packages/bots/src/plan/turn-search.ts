/**
 * Whole-turn planning. A turn is a run of builds that ends with a discard, or pauses where new cards come into
 * view: a stock play turns up the next stock card, and an emptied hand draws five new cards. The search walks
 * every distinct way to build from the current position up to such an end, asks a judge what each end is worth,
 * and returns the best plan. The bot plays its first action and plans again when new cards arrive.
 *
 * Different orders of the same builds lead to the same position; a transposition set visits each position once.
 */
import {
  actionCard,
  actionKind,
  actionTarget,
  applyAction,
  BUILD_FROM_HAND,
  BUILD_FROM_STOCK,
  buildingHeight,
  copyInto,
  createCoreState,
  DISCARD,
  discardOf,
  handOf,
  listLegal,
  MAX_LEGAL_ACTIONS,
  pileLength,
  playerToMove,
  stockOf,
  type ActionCode,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import { KeySet } from './key-set.js';
import { keyAfterBuild, positionKey } from './position-key.js';

/** How a plan ends. */
const END_DISCARD = 0;
/** A stock card was played and the next one turned up: the bot sees it only then. */
export const END_STOCK = 1;
/** The hand was emptied by building and refilled. */
const END_REFILL = 2;
/** The last stock card was played: the game is won. */
const END_WON = 3;
export type PlanEnd = typeof END_DISCARD | typeof END_STOCK | typeof END_REFILL | typeof END_WON;

/** Whether a plan that ends so leaves the turn going on with new cards in view: the player plans again. */
export function pausesTurn(end: PlanEnd): boolean {
  return end === END_STOCK || end === END_REFILL;
}

export interface TurnJudge {
  /** Called once before a search, with the position the turn starts from. */
  begin(start: CoreState): void;
  /**
   * What the position after some builds is worth when the turn ends there, before the discard; called once per
   * position, right before `discard` for each of its discards.
   */
  settle(state: CoreState): number;
  /**
   * No plan that ends with a discard at `state` is worth more than this: a bound cheaper than `settle`, which
   * the search asks first, to leave unjudged a position whose discards could not be kept.
   */
  ceiling(state: CoreState): number;
  /** What discarding `card` onto `pile` adds to the position last settled. */
  discard(state: CoreState, card: CardCode, pile: number): number;
  /**
   * No `discard` adds more than this: where a settled position plus it does not beat the plans kept, the search
   * judges none of its discards (they could not be kept), which leaves every result as it was.
   */
  readonly discardCeiling: number;
  /** What a plan that pauses (END_STOCK, END_REFILL) is worth; `state` is after the pausing action. */
  pause(state: CoreState, end: PlanEnd): number;
}

export interface TurnPlan {
  readonly actions: readonly ActionCode[];
  readonly end: PlanEnd;
  readonly value: number;
}

const WON = 1e9;
/** Whether a building pile before `target` has the same height: a build onto either reaches the same position. */
function hasEqualBuildingPileBefore(state: CoreState, target: number): boolean {
  const height = buildingHeight(state, target);
  for (let pile = 0; pile < target; pile++) if (buildingHeight(state, pile) === height) return true;
  return false;
}

/** Whether `target` is an empty discard pile of `me` with an empty one before it: a discard onto either is the same. */
function hasEmptyDiscardPileBefore(state: CoreState, me: number, target: number): boolean {
  if (pileLength(state, discardOf(me, target)) !== 0) return false;
  for (let pile = 0; pile < target; pile++) if (pileLength(state, discardOf(me, pile)) === 0) return true;
  return false;
}

export interface TurnSearchOptions {
  /** At most this many positions are expanded (a bound on time; the search is deterministic). */
  readonly maxNodes: number;
  /** How many of the best plans `plans` returns (the strong bot's candidates); 1 unless given. */
  readonly keep?: number;
}

/** A reusable searcher: buffers are allocated once, so search loops (the strong bot's playouts) stay cheap. */
export class TurnSearch {
  private readonly states: CoreState[] = [];
  private readonly legal: Int32Array[] = [];
  private readonly path: ActionCode[] = [];
  private readonly seen = new KeySet();
  /** By depth, the key of the position searched there. */
  private readonly keys: number[] = [];
  /** The best plans so far, best first. */
  private kept: TurnPlan[] = [];
  /** A plan must be worth more than this to be kept: the worst kept value once `keep` plans are kept. */
  private bar = -Infinity;
  private readonly keep: number;
  private nodes = 0;
  private me = 0;
  /** The mover's hand and stock, named once per search. */
  private hand = 0;
  private stock = 0;

  constructor(
    private readonly judge: TurnJudge,
    private readonly options: TurnSearchOptions,
  ) {
    this.keep = options.keep ?? 1;
  }

  /** The best plan for the player to move in `start` (a running game); `start` is not changed. */
  plan(start: CoreState): TurnPlan {
    return this.plans(start)[0]!;
  }

  /** The best plans (up to `keep` of them), best first. */
  plans(start: CoreState): readonly TurnPlan[] {
    this.me = playerToMove(start);
    this.hand = handOf(this.me);
    this.stock = stockOf(this.me);
    this.seen.clear();
    this.kept = [];
    this.bar = -Infinity;
    this.nodes = 0;
    this.judge.begin(start);
    copyInto(this.buffer(0), start);
    this.keys[0] = positionKey(start, this.me);
    this.expand(0);
    return this.kept;
  }

  private buffer(depth: number): CoreState {
    while (this.states.length <= depth) {
      this.states.push(createCoreState());
      this.legal.push(new Int32Array(MAX_LEGAL_ACTIONS));
    }
    return this.states[depth]!;
  }

  private offer(value: number, end: PlanEnd, last: ActionCode): void {
    // Ties keep the plan found first, which keeps choices stable.
    if (value <= this.bar) return;
    const kept = this.kept;
    let at = kept.length;
    while (at > 0 && kept[at - 1]!.value < value) at--;
    kept.splice(at, 0, { actions: [...this.path, last], end, value });
    if (kept.length > this.keep) kept.pop();
    if (kept.length === this.keep) this.bar = kept[kept.length - 1]!.value;
  }

  private expand(depth: number): void {
    const state = this.states[depth]!;
    this.nodes++;
    const legal = this.legal[depth]!;
    const count = listLegal(state, legal);
    const child = this.buffer(depth + 1);
    const me = this.me;
    // Builds first, discards after: the engine lists each hand card's builds and discards together, and a
    // build's subtree settles other positions, so discards judged between builds would read the facts that a
    // child position left in the judge, and the plan would depend on the order of the hand.
    for (let i = 0; i < count; i++) {
      const action = legal[i]!;
      const kind = actionKind(action);
      if (kind === DISCARD || hasEqualBuildingPileBefore(state, actionTarget(action))) continue;
      const pauses =
        kind === BUILD_FROM_STOCK || (kind === BUILD_FROM_HAND && pileLength(state, this.hand) === 1);
      let key = 0;
      if (!pauses) {
        // A position searched already, or past the bound, is not searched: then the move is not even made.
        if (this.nodes >= this.options.maxNodes) continue;
        key = keyAfterBuild(state, this.keys[depth]!, action, me);
        if (!this.seen.add(key)) continue;
      }
      copyInto(child, state);
      applyAction(child, action, null);
      if (kind === BUILD_FROM_STOCK) {
        if (pileLength(child, this.stock) === 0) this.offer(WON, END_WON, action);
        else this.offer(this.judge.pause(child, END_STOCK), END_STOCK, action);
        continue;
      }
      if (pauses) {
        // The hand was emptied and refilled (or the draw pile ran out on the refill).
        this.offer(this.judge.pause(child, END_REFILL), END_REFILL, action);
        continue;
      }
      this.keys[depth + 1] = key;
      this.path.push(action);
      this.expand(depth + 1);
      this.path.pop();
    }
    let settled = NaN;
    for (let i = 0; i < count; i++) {
      const action = legal[i]!;
      // Equal piles are interchangeable: a card goes onto the first of them only, so that no position is
      // judged twice and no two kept plans differ only by which of two equal piles they chose.
      if (actionKind(action) !== DISCARD || hasEmptyDiscardPileBefore(state, me, actionTarget(action)))
        continue;
      if (Number.isNaN(settled)) {
        // `offer` takes only a value above the bar: where none of these discards can reach it, none is judged.
        if (this.judge.ceiling(state) <= this.bar) return;
        settled = this.judge.settle(state);
        if (settled + this.judge.discardCeiling <= this.bar) return;
      }
      const value = settled + this.judge.discard(state, actionCard(action), actionTarget(action));
      this.offer(value, END_DISCARD, action);
    }
  }
}

/**
 * A playout: a candidate plan applied to one sampled world, then both players continue with the solid player's
 * judgement for a few turns, and the result is scored from the planner's side. Stock cards decide the game, so
 * the strong level's score is the opponent's stock less ours, and a game won or lost on the way adds or takes
 * away a fixed score (`PlayoutOptions.wonGame`). A candidate may score by the learned position value instead:
 * the chance to win, 1 or 0 once the game is over (`position-value.ts`).
 */
import {
  applyAction,
  copyInto,
  createCoreState,
  endsTurn,
  isOver,
  pileLength,
  playerToMove,
  statusOf,
  stockOf,
  type ActionCode,
  type CoreState,
} from '@katz/engine/core';
import { SolidJudge } from '../plan/solid-judge.js';
import { TurnSearch } from '../plan/turn-search.js';
import type { PlayoutOptions } from '../playout-sharing.js';
import { PositionValue } from './position-value.js';

export class Playout {
  private readonly state = createCoreState();
  private readonly search: TurnSearch;
  /** The plans of the playout's tail (`PlayoutOptions.tail`), or the same search throughout. */
  private readonly tailSearch: TurnSearch;
  private readonly value: PositionValue | null;

  constructor(readonly options: PlayoutOptions) {
    this.search = new TurnSearch(new SolidJudge(), { maxNodes: options.maxNodes });
    this.tailSearch =
      options.tail === null
        ? this.search
        : new TurnSearch(new SolidJudge(), { maxNodes: options.tail.maxNodes });
    this.value = options.evaluation === 'position value' ? new PositionValue() : null;
  }

  /** The score of `plan` for player `me` in `world` (not changed). */
  run(world: CoreState, plan: readonly ActionCode[], me: number): number {
    const state = this.state;
    copyInto(state, world);
    let turnEnds = 0;
    for (const action of plan) {
      applyAction(state, action, null);
      if (endsTurn(action)) turnEnds++;
    }
    const tailAfter = this.options.tail?.after ?? Infinity;
    while (!isOver(state) && turnEnds < this.options.turns) {
      // The solid player's whole-turn plan, followed to its end (a discard or new cards in view).
      const search = turnEnds < tailAfter ? this.search : this.tailSearch;
      const actions = search.plan(state).actions;
      for (const action of actions) {
        applyAction(state, action, null);
        if (endsTurn(action)) turnEnds++;
        if (isOver(state)) break;
      }
    }
    return this.value === null ? score(state, me, this.options.wonGame) : winChance(state, me, this.value);
  }
}

function winChance(state: CoreState, me: number, value: PositionValue): number {
  if (isOver(state)) {
    const status = statusOf(state);
    if (!status.over || status.winner === null) return 0.5;
    return status.winner === me ? 1 : 0;
  }
  const chance = value.winChance(state);
  return playerToMove(state) === me ? chance : 1 - chance;
}

function score(state: CoreState, me: number, wonGame: number): number {
  const lead = pileLength(state, stockOf(1 - me)) - pileLength(state, stockOf(me));
  if (!isOver(state)) return lead;
  const status = statusOf(state);
  if (!status.over || status.winner === null) return lead;
  return (status.winner === me ? wonGame : -wonGame) + lead;
}

/**
 * The strong player's search: determinized Monte Carlo over whole-turn plans.
 *
 * The solid player's planner proposes its best few plans for the rest of the turn. Each is tried in the same
 * sampled worlds (the same hidden cards for every plan, so that differences come from the plans, not from luck)
 * and played on for a few turns by solid players. Successive halving spends the budget where it matters: every
 * round, the worse half of the plans is dropped and the rest get more worlds.
 *
 * The budget is a number of playouts (reproducible on any machine) or milliseconds. The search gives the event
 * loop a turn every few milliseconds, so a server can run many searches at once.
 */
import type { Random } from '@katz/engine';
import { createCoreState, TO_MOVE, type CoreState } from '@katz/engine/core';
import { SolidJudge } from '../plan/solid-judge.js';
import { TurnSearch, type TurnPlan } from '../plan/turn-search.js';
import { Playout } from './playout.js';
import { yieldToEventLoop } from './yield.js';

export interface SearchBudget {
  /** Playouts per search; results are then reproducible. */
  readonly iterations?: number;
  /** Wall-clock milliseconds per search, when no iteration budget is given. */
  readonly budgetMs?: number;
}

export interface PlanSearchOptions {
  /** How many of the solid planner's best plans are compared. */
  readonly candidates: number;
  /** Turn ends each playout runs (this turn's end included). */
  readonly playoutTurns: number;
  /** Positions per turn plan of the solid players inside playouts. */
  readonly playoutNodes: number;
}

export const STRONG_SEARCH: PlanSearchOptions = { candidates: 8, playoutTurns: 4, playoutNodes: 400 };

/** Fills `into` with one world that agrees with what the player knows. */
export type WorldSampler = (random: Random, into: CoreState) => CoreState;

/** Between two yields to the event loop, the search runs at most this long. */
const SLICE_MS = 8;

export class PlanSearch {
  private readonly proposer: TurnSearch;
  private readonly playout: Playout;
  private readonly world = createCoreState();

  constructor(options: PlanSearchOptions = STRONG_SEARCH) {
    this.proposer = new TurnSearch(new SolidJudge(), { maxNodes: 4000, keep: options.candidates });
    this.playout = new Playout({ turns: options.playoutTurns, maxNodes: options.playoutNodes });
  }

  async choose(sample: WorldSampler, random: Random, budget: SearchBudget): Promise<TurnPlan> {
    const started = performance.now();
    const world = sample(random, this.world);
    const me = world[TO_MOVE]!;
    const candidates = [...this.proposer.plans(world)];
    if (candidates.length === 1) return candidates[0]!;

    const rounds = Math.ceil(Math.log2(candidates.length));
    const totals = new Float64Array(candidates.length);
    let alive = candidates.map((_, index) => index);
    let iterations = budget.iterations ?? Infinity;
    let done = 0;
    let sliceStart = performance.now();
    for (let round = 0; round < rounds && alive.length > 1; round++) {
      if (iterations === Infinity && round === 1) {
        // A time budget: the first round's pace tells how many playouts fit.
        const perPlayout = (performance.now() - started) / Math.max(1, done);
        iterations = done + ((budget.budgetMs ?? 200) - (performance.now() - started)) / perPlayout;
      }
      const worlds =
        round === 0 && budget.iterations === undefined
          ? 4
          : Math.max(1, Math.floor((iterations - done) / ((rounds - round) * alive.length)));
      for (let w = 0; w < worlds; w++) {
        sample(random, this.world);
        for (const index of alive) {
          totals[index] = totals[index]! + this.playout.run(this.world, candidates[index]!.actions, me);
          done++;
        }
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToEventLoop();
          sliceStart = performance.now();
        }
      }
      // Keep the better half; ties go to the plan the solid judgement ranked higher.
      alive = [...alive]
        .sort((a, b) => totals[b]! - totals[a]! || a - b)
        .slice(0, Math.ceil(alive.length / 2));
    }
    return candidates[alive[0]!]!;
  }
}

/**
 * The strong player's search: determinized Monte Carlo over whole-turn plans.
 *
 * The solid player's planner proposes its best few plans for the rest of the turn. Each is tried in the same
 * sampled worlds (the same hidden cards for every plan, so that differences come from the plans, not from luck)
 * and played on for a few turns by solid players. Because all plans meet the same worlds, their results can be
 * compared world by world, which cancels most of the luck. Every few worlds, plans clearly behind the leader
 * are dropped (racing). At the end the solid judgement's own first choice stands unless another plan beat it
 * by more than the noise: measured, a search that switched on the slightest lead lost to its own heuristic.
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
  /** A plan is dropped when it trails the leader by more than this many standard errors. */
  readonly dropZ: number;
  /** Another plan replaces the solid judgement's choice when it leads by more than this many standard errors. */
  readonly switchZ: number;
}

/**
 * Measured (docs/bots.md): 100 positions per playout plan play as well as 400 at a quarter of the cost; longer
 * playouts (5 turn ends) and shorter ones (2) both did worse; switching on any lead lost to solid.
 */
export const STRONG_SEARCH: PlanSearchOptions = {
  candidates: 8,
  playoutTurns: 3,
  playoutNodes: 100,
  dropZ: 1.5,
  switchZ: 1,
};

/** Fills `into` with one world that agrees with what the player knows. */
export type WorldSampler = (random: Random, into: CoreState) => CoreState;

/** Plans are compared every this many worlds, and clearly worse ones dropped. */
const RACE_EVERY = 8;

/** The mean of the first `worlds` scores, over the worlds a plan met (it met all until it was dropped). */
function mean(values: readonly number[], worlds: number): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < worlds; i++) {
    const value = values[i]!;
    if (!Number.isNaN(value)) {
      sum += value;
      count++;
    }
  }
  return count === 0 ? -Infinity : sum / count;
}

/** How much plan `a` gained over plan `b` in the worlds both met, and the standard error of that gain. */
function pairedGain(
  a: readonly number[],
  b: readonly number[],
  worlds: number,
): { mean: number; error: number } {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let i = 0; i < worlds; i++) {
    const difference = a[i]! - b[i]!;
    if (Number.isNaN(difference)) continue;
    sum += difference;
    squares += difference * difference;
    count++;
  }
  if (count < 2) return { mean: 0, error: Infinity };
  const average = sum / count;
  const variance = Math.max(0, squares / count - average * average);
  return { mean: average, error: Math.sqrt(variance / (count - 1)) };
}

/** After this many worlds, a race whose plans all scored alike in every one of them ends. */
const AGREEMENT_WORLDS = 32;

/** Whether the alive plans scored the same in each of the first `worlds` worlds. */
function allAgree(scores: readonly number[][], alive: readonly number[], worlds: number): boolean {
  const first = scores[alive[0]!]!;
  for (const index of alive) {
    const other = scores[index]!;
    for (let world = 0; world < worlds; world++) if (other[world] !== first[world]) return false;
  }
  return true;
}

/** Between two yields to the event loop, the search runs at most this long. */
const SLICE_MS = 8;

/** Positions the proposer may search for the candidate plans (twice the solid player's own bound). */
export const PROPOSER_NODES = 4000;

/** What the last search did, for tests and diagnostics. */
export interface SearchRecord {
  readonly worlds: number;
  readonly playouts: number;
  /** Whether it ended because its plans scored alike in every world. */
  readonly agreed: boolean;
}

const NO_SEARCH: SearchRecord = { worlds: 0, playouts: 0, agreed: false };

export class PlanSearch {
  lastSearch: SearchRecord = NO_SEARCH;
  private readonly proposer: TurnSearch;
  private readonly playout: Playout;
  private readonly world = createCoreState();

  constructor(private readonly options: PlanSearchOptions = STRONG_SEARCH) {
    this.proposer = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES, keep: options.candidates });
    this.playout = new Playout({ turns: options.playoutTurns, maxNodes: options.playoutNodes });
  }

  async choose(sample: WorldSampler, random: Random, budget: SearchBudget): Promise<TurnPlan> {
    const started = performance.now();
    const world = sample(random, this.world);
    const me = world[TO_MOVE]!;
    const candidates = [...this.proposer.plans(world)];
    if (candidates.length === 1) {
      this.lastSearch = NO_SEARCH;
      return candidates[0]!;
    }

    // Every alive plan meets every world; scores[plan][world] keeps the results for paired comparisons.
    const scores = candidates.map(() => [] as number[]);
    let alive = candidates.map((_, index) => index);
    let worlds = 0;
    let done = 0;
    let agreed = false;
    let sliceStart = performance.now();
    const deadline = budget.iterations === undefined ? started + (budget.budgetMs ?? 200) : Infinity;
    const limit = budget.iterations ?? Infinity;
    while (alive.length > 1 && done + alive.length <= limit && performance.now() < deadline) {
      sample(random, this.world);
      for (const index of alive)
        scores[index]!.push(this.playout.run(this.world, candidates[index]!.actions, me));
      for (let index = 0; index < candidates.length; index++)
        if (!alive.includes(index)) scores[index]!.push(NaN);
      done += alive.length;
      worlds++;
      if (worlds % RACE_EVERY === 0) {
        alive = this.race(scores, alive, worlds);
        // Plans that scored alike in every world so far differ in nothing the playouts can see (often no stock
        // card is played within their horizon); more worlds would not separate them, and plan 0 stands.
        agreed = worlds >= AGREEMENT_WORLDS && allAgree(scores, alive, worlds);
        if (agreed) break;
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldToEventLoop();
        sliceStart = performance.now();
      }
    }
    this.lastSearch = { worlds, playouts: done, agreed };
    return candidates[this.pick(scores, alive, worlds)]!;
  }

  /** Drops every plan that is clearly worse than the best so far, in the worlds both have met. */
  private race(scores: readonly number[][], alive: readonly number[], worlds: number): number[] {
    const leader = alive.reduce((best, index) =>
      mean(scores[index]!, worlds) > mean(scores[best]!, worlds) ? index : best,
    );
    return alive.filter((index) => {
      if (index === leader || index === 0) return true;
      const { mean: gain, error } = pairedGain(scores[index]!, scores[leader]!, worlds);
      return gain + this.options.dropZ * error >= 0;
    });
  }

  /**
   * The solid judgement's own choice (plan 0) stands unless another plan did better in the same worlds by more
   * than the noise: a search must not lose to the heuristic it starts from.
   */
  private pick(scores: readonly number[][], alive: readonly number[], worlds: number): number {
    let best = 0;
    let bestGain = 0;
    for (const index of alive) {
      if (index === 0) continue;
      const { mean: gain, error } = pairedGain(scores[index]!, scores[0]!, worlds);
      if (gain - this.options.switchZ * error > 0 && gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    }
    return best;
  }
}

/**
 * `node packages/bots/dist/bench/playout-cost.js`: what a smaller bound on the playouts' turn plans saves and
 * what it costs, for a candidate for the top level with cheaper playouts (docs/bots-history.md, "The top level:
 * lighter playouts"). It prints the time of one playout (three turn ends, as the strong search plays them) from
 * the turn starts of solid games, for each bound; how often the plan with that bound is the solid level's own
 * (a playout's solid opponent is a model of the solid level, the strong level's opponent in its target match);
 * and how the solid player with that bound scores against the one with the strong search's bound of 100, over
 * both seats of the same deals.
 *
 * PLAYOUT_COST_GAMES=N sets the deals of the second part (default 300, each played twice).
 */
import { Random } from '@katz/engine';
import {
  applyAction,
  copyInto,
  createCoreState,
  dealCore,
  endsTurn,
  isOver,
  playerToMove,
  statusOf,
  type CoreState,
} from '@katz/engine/core';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { TurnSearch } from '../src/plan/turn-search.js';
import { STRONG_SEARCH } from '../src/search/plan-search.js';
import { Playout } from '../src/search/playout.js';

const BOUNDS = [100, 50, 30, 20];
const REFERENCE = STRONG_SEARCH.playoutNodes;
/** The solid level's own bound, for the games the timed playouts start from. */
const SOLID_NODES = 2000;
const SOURCE_GAMES = 20;
const ROUNDS = 6;
const deals = Number(process.env.PLAYOUT_COST_GAMES ?? 300);

const planners = new Map<number, TurnSearch>();
function planner(maxNodes: number): TurnSearch {
  let search = planners.get(maxNodes);
  if (search === undefined) {
    search = new TurnSearch(new SolidJudge(), { maxNodes });
    planners.set(maxNodes, search);
  }
  return search;
}

/** Plays a turn plan of the player to move, with its bound, to its end or the game's. */
function playPlan(state: CoreState, maxNodes: number): number {
  let turnEnds = 0;
  for (const action of planner(maxNodes).plan(state).actions) {
    applyAction(state, action, null);
    if (endsTurn(action)) turnEnds++;
    if (isOver(state)) break;
  }
  return turnEnds;
}

/** The positions at every turn start of a few solid games. */
function turnStarts(): CoreState[] {
  const starts: CoreState[] = [];
  for (let game = 0; game < SOURCE_GAMES; game++) {
    const state = dealCore(Random.fromSeed(`playout-cost-${game}`));
    let turns = 0;
    while (!isOver(state) && turns < 200) {
      const start = createCoreState();
      copyInto(start, state);
      starts.push(start);
      turns += playPlan(state, SOLID_NODES);
    }
  }
  return starts;
}

/** Microseconds per playout for each bound, the bounds taking turns so that a busy machine hurts them alike. */
function playoutTimes(starts: readonly CoreState[]): Map<number, number> {
  const playouts = new Map(
    BOUNDS.map((bound) => [
      bound,
      new Playout({
        turns: 3,
        maxNodes: bound,
        evaluation: 'stock lead',
        wonGame: STRONG_SEARCH.wonGame,
        tail: null,
      }),
    ]),
  );
  const spent = new Map(BOUNDS.map((bound) => [bound, 0]));
  for (const playout of playouts.values()) for (const start of starts) playout.run(start, [], 0); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [bound, playout] of playouts) {
      const started = performance.now();
      for (const start of starts) playout.run(start, [], 0);
      spent.set(bound, spent.get(bound)! + performance.now() - started);
    }
  }
  return new Map(BOUNDS.map((bound) => [bound, (1000 * spent.get(bound)!) / (ROUNDS * starts.length)]));
}

/** The share of `starts` where the plan with `bound` is, action for action, `own[i]`: the solid level's plan there. */
function agreement(starts: readonly CoreState[], own: readonly (readonly number[])[], bound: number): number {
  let same = 0;
  starts.forEach((start, i) => {
    const bounded = planner(bound).plan(start).actions;
    if (bounded.length === own[i]!.length && bounded.every((action, at) => action === own[i]![at])) same++;
  });
  return same / starts.length;
}

/** Player 0's points in one whole game of solid players with the given bounds. */
function game(seed: string, bounds: readonly [number, number]): number {
  const state = dealCore(Random.fromSeed(seed));
  while (!isOver(state)) playPlan(state, bounds[playerToMove(state)]!);
  const status = statusOf(state);
  if (!status.over || status.winner === null) return 0.5;
  return status.winner === 0 ? 1 : 0;
}

const starts = turnStarts();
const times = playoutTimes(starts);
console.log(`one playout of three turn ends, from ${starts.length} turn starts of solid games:`);
for (const [bound, micros] of times) {
  const share = micros / times.get(REFERENCE)!;
  console.log(`  bound ${String(bound).padStart(3)}: ${micros.toFixed(1)} µs (${(100 * share).toFixed(0)}%)`);
}
console.log(`plans the same as the solid level's own (bound ${SOLID_NODES}), at the same turn starts:`);
const ownPlans = starts.map((start) => planner(SOLID_NODES).plan(start).actions);
for (const bound of BOUNDS) {
  console.log(
    `  bound ${String(bound).padStart(3)}: ${(100 * agreement(starts, ownPlans, bound)).toFixed(1)}%`,
  );
}
console.log(`solid with a smaller bound against solid with ${REFERENCE}, ${deals} deals, seats swapped:`);
for (const bound of BOUNDS.filter((b) => b !== REFERENCE)) {
  let points = 0;
  for (let deal = 0; deal < deals; deal++) {
    points += game(`playout-cost-deal-${deal}`, [bound, REFERENCE]);
    points += 1 - game(`playout-cost-deal-${deal}`, [REFERENCE, bound]);
  }
  console.log(`  bound ${String(bound).padStart(3)}: ${((100 * points) / (2 * deals)).toFixed(1)}%`);
}

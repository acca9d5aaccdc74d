/**
 * The strong player's search ends its short race early where the plans cannot be told apart, and races them
 * again with longer playouts: with one fixed world every playout of a plan scores the same, so the plans agree
 * exactly where they score alike in that world.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@katz/engine';
import { copyInto, playerToMove, toCoreState, type CoreState } from '@katz/engine/core';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { TurnSearch } from '../src/plan/turn-search.js';
import { PlanSearch, PROPOSER_NODES, STRONG_SEARCH } from '../src/search/plan-search.js';
import { Playout } from '../src/search/playout.js';
import { randomPosition } from './positions.js';

const BUDGET = { iterations: 600 };
/**
 * Stages near the draw pile's end (60 to 100 random actions leave some 60 to 15 cards), where a playout to the
 * game's end is short.
 */
const LATE = [60, 75, 90, 100];

/** The strong search's proposer and short playout, to work out what its race should find in one fixed world. */
const proposer = new TurnSearch(new SolidJudge(), {
  maxNodes: PROPOSER_NODES,
  keep: STRONG_SEARCH.candidates,
});
const playout = new Playout({
  turns: STRONG_SEARCH.playoutTurns,
  maxNodes: STRONG_SEARCH.playoutNodes,
  evaluation: 'stock lead',
  wonGame: STRONG_SEARCH.wonGame,
  tail: null,
});

/** A playout to the game's end, as the searches near the draw pile's end play them. */
const toTheEnd = new Playout({
  turns: 1000,
  maxNodes: STRONG_SEARCH.playoutNodes,
  evaluation: 'stock lead',
  wonGame: STRONG_SEARCH.wonGame,
  tail: null,
});

/**
 * Positions of 8 games (or `games`) at three stages (or `stages`, random actions from the deal) with at least
 * two plans: each with its plans, each plan's score in the position itself, and a sampler that always deals that
 * one world.
 */
function* fixedWorlds(games = 8, stages = [5, 40, 90]) {
  for (let game = 0; game < games; game++) {
    for (const steps of stages) {
      const truth = toCoreState(randomPosition(`plan-search-${game}`, steps));
      const plans = proposer.plans(truth);
      if (plans.length < 2) continue;
      const me = playerToMove(truth);
      const scores = plans.map((plan) => playout.run(truth, plan.actions, me));
      const fixed = (_: Random, into: CoreState) => {
        copyInto(into, truth);
        return into;
      };
      yield { truth, me, plans, scores, best: Math.max(...scores), fixed };
    }
  }
}

// Each test plays some tens of thousands of playouts: seconds on a quiet machine, minutes on a busy one.
describe('the plan search', { timeout: 600_000 }, () => {
  it('stops a race of plans that scored alike in each world, and races them again with longer playouts', async () => {
    const deepPlayout = new Playout({
      turns: STRONG_SEARCH.deepTurns,
      maxNodes: STRONG_SEARCH.playoutNodes,
      evaluation: 'stock lead',
      wonGame: STRONG_SEARCH.wonGame,
      tail: null,
    });
    const search = new PlanSearch();
    let agreed = 0;
    let separated = 0;
    for (const { truth, me, plans, scores, best, fixed } of fixedWorlds()) {
      const chosen = await search.choose(fixed, Random.fromSeed('fixed'), BUDGET);
      const record = search.lastSearch;
      const leaders = scores.filter((score) => score === best).length;
      if (scores[0] !== best) {
        // Plan 0 trails in this world: the race goes on to the budget, and the best plan replaces it.
        expect(record.agreed).toBe(false);
        expect(record.playouts).toBeGreaterThan(BUDGET.iterations - STRONG_SEARCH.candidates);
        expect(scores[plans.findIndex((plan) => plan.actions.join() === chosen.actions.join())]).toBe(best);
        separated++;
      } else if (leaders === 1) {
        // Plan 0 alone is best: the first race drops all others.
        expect(record).toEqual({
          worlds: 8,
          playouts: 8 * plans.length,
          agreed: false,
          deepened: false,
          ceilingReached: false,
        });
        expect(chosen.actions).toEqual(plans[0]!.actions);
      } else {
        // Plan 0 ties with others: the short playouts stop at the first check, and longer ones race the tied
        // plans; plan 0 stands unless one of them does better there.
        expect(record).toMatchObject({ agreed: true, deepened: true });
        const tied = plans.flatMap((_, index) => (scores[index] === best ? [index] : []));
        const deepScores = tied.map((index) => deepPlayout.run(truth, plans[index]!.actions, me));
        const deepBest = Math.max(...deepScores);
        const chosenIndex = plans.findIndex((plan) => plan.actions.join() === chosen.actions.join());
        expect(deepScores[tied.indexOf(chosenIndex)]).toBe(deepBest);
        if (deepScores[0] === deepBest) expect(chosenIndex).toBe(0);
        agreed++;
      }
    }
    expect(agreed).toBeGreaterThan(0);
    expect(separated).toBeGreaterThan(0);
  });

  it('with endgameDrawPile, plays its playouts to the end of the game and races no longer playouts after a tie', async () => {
    // Above any draw pile's size: every search counts as one near the end.
    const endgame = new PlanSearch({ ...STRONG_SEARCH, endgameDrawPile: 200 });
    let switched = 0;
    // Fewer positions and playouts than above: each playout here is a whole game's rest.
    for (const { truth, me, plans, fixed } of fixedWorlds(4, LATE)) {
      const chosen = await endgame.choose(fixed, Random.fromSeed('fixed'), { iterations: 300 });
      expect(endgame.lastSearch.deepened).toBe(false);
      const endScores = plans.map((plan) => toTheEnd.run(truth, plan.actions, me));
      const best = Math.max(...endScores);
      const chosenIndex = plans.findIndex((plan) => plan.actions.join() === chosen.actions.join());
      // In a world that cannot surprise it, the search picks a plan that does best at the game's end, and plan 0
      // whenever it is one of those.
      expect(endScores[chosenIndex]).toBe(best);
      if (endScores[0] === best) expect(chosenIndex).toBe(0);
      else switched++;
    }
    expect(switched).toBeGreaterThan(0);
  });

  it('with endgameCheckDrawPile, undoes a switch that plan 0 beats to the game’s end and breaks ties there', async () => {
    // Above any draw pile's size: every search is checked.
    const checking = new PlanSearch({
      ...STRONG_SEARCH,
      endgameCheckDrawPile: 200,
      endgameCheckPlayouts: 64,
    });
    const seen = { undone: 0, kept: 0, tiesBroken: 0 };
    for (const { truth, me, plans, scores, best, fixed } of fixedWorlds(5, LATE)) {
      // In one fixed world the short race's verdict is known: the first plan of the best score, plan 0 if it is
      // one; a tie when plan 0 shares the best score with others.
      const verdictIndex = scores.indexOf(best);
      const tied = verdictIndex === 0 && scores.filter((score) => score === best).length > 1;
      const chosen = await checking.choose(fixed, Random.fromSeed('fixed'), { iterations: 300 });
      const index = (plan: { actions: readonly number[] }) =>
        plans.findIndex((each) => each.actions.join() === plan.actions.join());
      const ends = new Map<number, number>();
      const endScore = (at: number) => {
        if (!ends.has(at)) ends.set(at, toTheEnd.run(truth, plans[at]!.actions, me));
        return ends.get(at)!;
      };
      if (!tied && verdictIndex === 0) {
        // Nothing to check: the race kept plan 0, and no playout to the end was played.
        expect(index(chosen)).toBe(0);
        expect(checking.lastSearch.deepened).toBe(false);
      } else if (!tied) {
        // In a world that cannot surprise it, the switch stands exactly where it does as well to the end.
        const keeps = endScore(verdictIndex) >= endScore(0);
        expect(index(chosen)).toBe(keeps ? verdictIndex : 0);
        seen[keeps ? 'kept' : 'undone']++;
      } else {
        // The tied plans are those the short playouts score as plan 0 (the others were dropped); raced to the
        // end, plan 0 stands unless one of them does better there, and then the best of them is chosen.
        const tiedEnds = plans
          .map((_, at) => at)
          .filter((at) => scores[at] === scores[0])
          .map(endScore);
        const best = Math.max(...tiedEnds);
        const chosenIndex = index(chosen);
        expect(endScore(chosenIndex)).toBe(best);
        if (chosenIndex !== 0) {
          expect(best).toBeGreaterThan(endScore(0));
          seen.tiesBroken++;
        }
      }
    }
    expect(seen.undone).toBeGreaterThan(0);
    expect(seen.kept + seen.tiesBroken).toBeGreaterThan(0);
  });

  it('with settleZ, ends a race of plan 0 and one plan that beats it clearly, after the fewest worlds it allows', async () => {
    const settling = new PlanSearch({ ...STRONG_SEARCH, settleZ: 3 });
    // A gain larger than any playout's score is negligible: every race ends at its first chance.
    const negligible = new PlanSearch({ ...STRONG_SEARCH, settleZ: 3, negligibleGain: 100 });
    const full = new PlanSearch();
    let settled = 0;
    for (const { scores, best, fixed } of fixedWorlds(4)) {
      const chosen = await settling.choose(fixed, Random.fromSeed('fixed'), BUDGET);
      const record = settling.lastSearch;
      const fullChosen = await full.choose(fixed, Random.fromSeed('fixed'), BUDGET);
      // Settling changes when a race ends, never which plan it picks in a world that cannot surprise it.
      expect(chosen.actions).toEqual(fullChosen.actions);
      expect((await negligible.choose(fixed, Random.fromSeed('fixed'), BUDGET)).actions).toEqual(
        fullChosen.actions,
      );
      // The short race and the longer one for tied plans end at their first check after 32 worlds, if not before.
      expect(negligible.lastSearch.worlds).toBeLessThanOrEqual(64);
      if (scores[0] !== best && scores.filter((score) => score === best).length === 1) {
        // The first check drops every plan but plan 0 and the best; the race settles at its first chance.
        expect(record.worlds).toBe(32);
        expect(full.lastSearch.playouts).toBeGreaterThan(BUDGET.iterations - STRONG_SEARCH.candidates);
        settled++;
      } else {
        expect(record).toEqual(full.lastSearch);
      }
    }
    expect(settled).toBeGreaterThan(0);
  });
});

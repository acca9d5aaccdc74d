/**
 * The omniscient reference player, for benchmarks only: it runs the strong player's search on the true
 * position, hidden cards and draw-pile order included, so it shows how much the fair strong player loses by
 * not seeing them. Never offered to people, and not reachable through `createBot`.
 */
import { decodeAction, Random, type Action, type Position } from '@katz/engine';
import { copyInto, toCoreState } from '@katz/engine/core';
import { PlanSearch, STRONG_SEARCH } from '../search/plan-search.js';

export interface OmniscientPlayer {
  decide(position: Position): Promise<Action>;
}

export function createOmniscientPlayer(): OmniscientPlayer {
  const search = new PlanSearch();
  // Every "sampled" world is the true one, so playouts of a plan all agree: two per plan (the least that the
  // search compares) find the plan that does best.
  const iterations = STRONG_SEARCH.candidates * 2;
  return {
    async decide(position) {
      const truth = toCoreState(position);
      const plan = await search.choose(
        (_, into) => {
          copyInto(into, truth);
          return into;
        },
        Random.fromSeed('omniscient'),
        { iterations },
      );
      return decodeAction(plan.actions[0]!);
    },
  };
}

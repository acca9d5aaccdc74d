/**
 * The omniscient reference player, for benchmarks only: it runs the strong player's search on the true
 * position, hidden cards and draw-pile order included, so it shows how much the fair strong player loses by
 * not seeing them. Never offered to people, and not reachable through `createBot`.
 */
import { decodeAction, type Action, type Position } from '@katz/engine';
import { copyInto, toCoreState, TO_MOVE } from '@katz/engine/core';
import { PlanSearch, STRONG_SEARCH } from '../search/plan-search.js';
import { Random } from '@katz/engine';

export interface OmniscientPlayer {
  decide(position: Position): Promise<Action>;
}

export function createOmniscientPlayer(): OmniscientPlayer {
  const search = new PlanSearch();
  // Every "sampled" world is the true one, so one playout per plan and round says all there is to say.
  const iterations = STRONG_SEARCH.candidates * Math.ceil(Math.log2(STRONG_SEARCH.candidates));
  return {
    async decide(position) {
      const truth = toCoreState(position);
      if (truth[TO_MOVE] !== position.toMove) throw new Error('unreachable');
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

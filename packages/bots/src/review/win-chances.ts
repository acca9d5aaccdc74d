/**
 * A seat's chance to win, estimated from what it knew: worlds drawn to agree with its view (`view-state.ts`,
 * as the strong level draws them), each played to the game's end by solid players (plans of 100 positions,
 * as in the strong level's playouts), counting a win 1, a draw ½ and a loss 0. Several plans meet the same
 * worlds, so that their difference is measured world by world.
 *
 * The playouts end every game: each turn ends with a discard and a refill, so the draw pile runs out within
 * its 116 turns at most.
 */
import type { Random } from '@katz/engine';
import { applyAction, copyInto, createCoreState, type ActionCode, type CoreState } from '@katz/engine/core';
import type { WorldSampler } from '../search/plan-search.js';
import { Playout } from '../search/playout.js';

/** Turn ends no game reaches: a playout of this many runs to the game's end. */
const TO_THE_END = 1000;

/** Positions per turn plan of the playouts' solid players (the strong level's playouts use the same). */
const PLAYOUT_NODES = 100;

export class WinChances {
  private readonly playout: Playout;
  private readonly world = createCoreState();

  /** `horizon`: turn ends a playout runs before the learned value scores it (Infinity: to the game's end). */
  constructor(horizon: number) {
    this.playout = new Playout({
      turns: Number.isFinite(horizon) ? horizon : TO_THE_END,
      maxNodes: PLAYOUT_NODES,
      evaluation: 'position value',
      wonGame: 0,
      tail: null,
    });
  }

  /**
   * Draws `count` more worlds from `sample` with `random` and plays every plan in each, appending each plan's
   * result for `seat` to its list in `outcomes` (one list per plan, in order).
   */
  extend(
    sample: WorldSampler,
    random: Random,
    plans: readonly (readonly ActionCode[])[],
    seat: number,
    count: number,
    outcomes: number[][],
  ): void {
    for (let world = 0; world < count; world++) {
      sample(random, this.world);
      plans.forEach((plan, index) => {
        outcomes[index]!.push(this.playout.run(this.world, plan, seat));
      });
    }
  }
}

/** Whether two plans lead to the same position in `world`: then they score alike in every world. */
export function samePosition(
  world: CoreState,
  first: readonly ActionCode[],
  second: readonly ActionCode[],
  scratch: readonly [CoreState, CoreState],
): boolean {
  const [a, b] = scratch;
  copyInto(a, world);
  copyInto(b, world);
  for (const action of first) applyAction(a, action, null);
  for (const action of second) applyAction(b, action, null);
  return a.every((byte, index) => byte === b[index]);
}

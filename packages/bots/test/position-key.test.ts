/**
 * The whole-turn search skips builds that reach a position searched already by working out the key of the
 * position after a build without making it: that key must be the key of the position the build reaches.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '@katz/engine';
import {
  actionKind,
  applyAction,
  BUILD_FROM_DISCARD,
  BUILD_FROM_HAND,
  copyInto,
  createCoreState,
  dealCore,
  handOf,
  isOver,
  listLegal,
  MAX_LEGAL_ACTIONS,
  pileLength,
  playerToMove,
  REMOVED,
} from '@katz/engine/core';
import { keyAfterBuild, positionKey } from '../src/plan/position-key.js';

describe('position keys', () => {
  it('after a build, as worked out from the key before it, equal the key of the position reached', () => {
    const legal = new Int32Array(MAX_LEGAL_ACTIONS);
    const after = createCoreState();
    let builds = 0;
    let completions = 0;
    for (let game = 0; game < 40; game++) {
      const random = Random.fromSeed(`keys-${game}`);
      const state = dealCore(random);
      while (!isOver(state)) {
        const me = playerToMove(state);
        const key = positionKey(state, me);
        const count = listLegal(state, legal);
        for (let i = 0; i < count; i++) {
          const action = legal[i]!;
          const kind = actionKind(action);
          // Builds that empty the hand draw new cards and end the search there; they are not keyed.
          const keyed =
            kind === BUILD_FROM_DISCARD || (kind === BUILD_FROM_HAND && pileLength(state, handOf(me)) > 1);
          if (!keyed) continue;
          copyInto(after, state);
          applyAction(after, action, null);
          if (pileLength(after, REMOVED) !== pileLength(state, REMOVED)) completions++;
          expect(keyAfterBuild(state, key, action, me)).toBe(positionKey(after, me));
          builds++;
        }
        applyAction(state, legal[random.below(count)]!, null);
      }
    }
    // Enough builds, completed piles among them, for the check to mean something.
    expect(builds).toBeGreaterThan(10_000);
    expect(completions).toBeGreaterThan(50);
  });
});

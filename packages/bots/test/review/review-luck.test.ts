/**
 * A draw's luck is its chance after the cards came less the chance before them, which is the average over every
 * draw that could have come: over many refills drawn as the game could have drawn them, the refill's chances
 * (its own job, with the other seat to move) average out to the chance after the turn as played. The two must
 * be measured alike (ending on the same turn); measured otherwise, every refill would look lucky or unlucky.
 */
import { Random, viewPosition } from '@katz/engine';
import { applyAction, createCoreState, fromCoreState } from '@katz/engine/core';
import { describe, expect, it } from 'vitest';
import { estimateOf } from '../../src/review/estimate.js';
import { gameSteps } from '../../src/review/game-steps.js';
import { JobRunner } from '../../src/review/review-jobs.js';
import { seatDeterminizer } from '../../src/view-state.js';
import { LIGHT_SETTINGS, levelGame } from './review-games.js';

describe('the luck of a refill', () => {
  it('averages out over the refills that could have come', async () => {
    const steps = gameSteps(await levelGame('luck1'));
    const settings = {
      ...LIGHT_SETTINGS,
      worlds: 1500,
      maxWorlds: 1500,
      maxMistakeWorlds: 1500,
      drawWorlds: 150,
    };
    const runner = new JobRunner(settings);
    const gaps: number[] = [];
    // Decisions that end the turn with a discard, from the game's middle.
    const decisions = steps.decisions.filter((decision) => decision.actions.at(-1)?.type === 'discard');
    for (const decision of decisions.slice(10, 13)) {
      const result = await runner.run({
        kind: 'decision',
        index: decision.index,
        view: decision.view,
        codes: decision.codes,
      });
      if (result.kind !== 'decision') throw new Error('a decision job answers with figures');
      const before = result.figures.played.mean;
      const worlds = seatDeterminizer(decision.view);
      const world = createCoreState();
      const random = Random.fromSeed(`refills-${decision.index}`);
      const afters: number[] = [];
      for (let refill = 0; refill < 40; refill++) {
        worlds.sample(random, world);
        for (const action of decision.codes) applyAction(world, action, null);
        const view = viewPosition(fromCoreState(world), worlds.me);
        const drawn = await runner.run({ kind: 'draw', index: 1000 * decision.index + refill, view });
        if (drawn.kind !== 'draw') throw new Error('a draw job answers with a chance');
        afters.push(drawn.chance.mean);
      }
      gaps.push(estimateOf(afters).mean - before);
    }
    // Three positions, each gap within the noise of 40 refills of 150 worlds against 1,500 worlds.
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(Math.abs(mean)).toBeLessThan(0.02);
  });
});

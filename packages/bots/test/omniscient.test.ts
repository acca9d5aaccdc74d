/** The omniscient reference player decides legal actions from the whole position, and is no bot level. */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, Random } from '@katz/engine';
import { BOT_LEVELS } from '../src/index.js';
import { createOmniscientPlayer } from '../src/omniscient/index.js';
import { dealt } from './positions.js';

describe('the omniscient reference', () => {
  it('answers a legal action at positions of a random game', async () => {
    const player = createOmniscientPlayer();
    const random = Random.fromSeed('omni');
    let position = dealt('omni');
    for (let step = 0; legalActions(position).length > 0; step++) {
      const legal = legalActions(position);
      if (step % 10 === 0) expect(legal).toContainEqual(await player.decide(position));
      const result = apply(position, legal[random.below(legal.length)]!);
      if (!result.ok) throw new Error(result.error.message);
      position = result.value.position;
    }
  });

  it('cannot be made by createBot', () => {
    expect(BOT_LEVELS).not.toContain('omniscient');
  });
});

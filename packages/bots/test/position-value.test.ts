/**
 * The learned position value reads only what the player to move sees, and its weights fit its features.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCoreState } from '@katz/engine/core';
import { FEATURE_COUNT, POSITION_FEATURES, PositionValue } from '../src/search/position-value.js';
import { POSITION_VALUE_WEIGHTS } from '../src/search/position-value-weights.js';
import { randomPosition, reshuffleHidden } from './positions.js';

const seed = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('the position value', () => {
  it('has one fitted weight per feature, and refuses weights that do not fit', () => {
    expect(POSITION_VALUE_WEIGHTS).toHaveLength(FEATURE_COUNT);
    expect(POSITION_FEATURES).toHaveLength(FEATURE_COUNT);
    expect(() => new PositionValue([1, 2])).toThrow(/2 weights for 16 features/);
  });

  it('is the same for two positions that look the same to the player to move, whatever their hidden cards', () => {
    const value = new PositionValue();
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 160 }), (dealSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const twin = reshuffleHidden(position, `${dealSeed}-twin`);
        const one = Array.from(value.read(toCoreState(position)));
        const two = Array.from(value.read(toCoreState(twin)));
        expect(two).toEqual(one);
        const chance = value.winChance(toCoreState(position));
        expect(chance).toBeGreaterThan(0);
        expect(chance).toBeLessThan(1);
      }),
      { numRuns: 300 },
    );
  });

  it('favours the player to move more, the further their stock is ahead', () => {
    const value = new PositionValue([0, 1, ...new Array<number>(FEATURE_COUNT - 2).fill(0)]);
    const position = randomPosition('lead', 0);
    const even = value.winChance(toCoreState(position));
    expect(even).toBe(0.5);
    const state = toCoreState(randomPosition('lead', 60));
    const lead = value.read(state)[1]!;
    expect(value.winChance(state)).toBeCloseTo(1 / (1 + Math.exp(-lead)), 12);
  });
});

/**
 * The accuracy weighs a decision's cost in the odds of winning, beyond one standard error of its estimate
 * (accuracy.ts): a mistake in an even game counts 37, and cutting the odds by as much counts alike wherever the
 * game stands.
 */
import { describe, expect, it } from 'vitest';
import { accuracyOf, isWeighable, oddsCost } from '../../src/review/accuracy.js';

const exact = (mean: number) => ({ mean, error: 0 });

describe('accuracy', () => {
  it('is 100 without decisions, and for decisions that cost nothing measurable', () => {
    expect(accuracyOf([])).toBe(100);
    expect(accuracyOf([{ bestChance: 0.6, cost: exact(0) }])).toBe(100);
    expect(accuracyOf([{ bestChance: 0.6, cost: { mean: 0.004, error: 0.005 } }])).toBe(100);
    expect(accuracyOf([{ bestChance: 0.6, cost: { mean: 0.01, error: Infinity } }])).toBe(100);
  });

  it('counts a mistake in an even game 37', () => {
    // Half a point from a chance near 50%: 0.02 in log-odds, the scale.
    expect(accuracyOf([{ bestChance: 0.5025, cost: exact(0.005) }])).toBeCloseTo(100 / Math.E, 0);
  });

  it('counts halving the odds alike in a game nearly lost and in an even one', () => {
    const nearlyLost = oddsCost({ bestChance: 0.04, cost: exact(0.04 - 0.02) });
    const even = oddsCost({ bestChance: 0.5, cost: exact(0.5 - 1 / 3) });
    expect(nearlyLost).toBeCloseTo(even, 1);
    // On the chance's own scale the first is a sixth of the second: 2 points against 16.7.
    expect(accuracyOf([{ bestChance: 0.04, cost: exact(0.02) }])).toBeLessThan(1);
  });

  it('takes one standard error off as noise, at the odds where the best turn stands', () => {
    const clear = oddsCost({ bestChance: 0.5, cost: exact(0.01) });
    const noisy = oddsCost({ bestChance: 0.5, cost: { mean: 0.01, error: 0.004 } });
    expect(noisy).toBeCloseTo(clear - 0.004 * 4, 3);
  });

  it("holds a lost game's chance off 0, so that its odds stay finite", () => {
    const cost = oddsCost({ bestChance: 0.001, cost: exact(0.001) });
    expect(Number.isFinite(cost)).toBe(true);
    expect(cost).toBe(0);
  });

  it('leaves out decisions whose turns the odds cannot tell apart: the game was decided either way', () => {
    const mistake = { bestChance: 0.5025, cost: exact(0.005) };
    // The best turn wins in no world, or the played one in every world: any turn would have cost 0.
    const lost = { bestChance: 0, cost: exact(0) };
    const won = { bestChance: 1, cost: exact(0) };
    expect(isWeighable(lost)).toBe(false);
    expect(isWeighable(won)).toBe(false);
    expect(accuracyOf([mistake, lost, won])).toBeCloseTo(accuracyOf([mistake]), 6);
    expect(accuracyOf([lost, won])).toBe(100);
    // Throwing away a won game is weighed: the played turn's chance is well inside the floor.
    const thrownAway = { bestChance: 1, cost: exact(0.5) };
    expect(isWeighable(thrownAway)).toBe(true);
    expect(accuracyOf([thrownAway])).toBeLessThan(1);
    // So is a last chance missed: the best turn still won in some worlds.
    expect(isWeighable({ bestChance: 0.01, cost: exact(0.01) })).toBe(true);
  });

  it('is the average over the decisions', () => {
    const perfect = { bestChance: 0.5, cost: exact(0) };
    const mistake = { bestChance: 0.5025, cost: exact(0.005) };
    expect(accuracyOf([perfect, mistake])).toBeCloseTo((100 + 100 / Math.E) / 2, 0);
  });
});

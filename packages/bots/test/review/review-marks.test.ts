/**
 * The marks a cost earns and the marks more worlds could still change, at the thresholds of marks.ts: the
 * review doubles a decision's worlds while one is undecided, and longest while it is the mistake's.
 */
import { describe, expect, it } from 'vitest';
import { markOf, mistakeUnconfirmed, undecidedMarks } from '../../src/review/marks.js';

describe('marks', () => {
  it('gives the highest mark whose threshold the cost clears by three standard errors', () => {
    expect(markOf({ mean: 0.004, error: 0 })).toBe('inaccuracy');
    expect(markOf({ mean: 0.012, error: 0.002 })).toBe('mistake');
    expect(markOf({ mean: 0.012, error: 0.003 })).toBe('inaccuracy');
    expect(markOf({ mean: 0.05, error: 0.005 })).toBe('blunder');
    expect(markOf({ mean: 0.05, error: 0.01 })).toBe('mistake');
    expect(markOf({ mean: 0.002, error: 0 })).toBeNull();
  });

  it('names the thresholds within three standard errors of the cost as undecided', () => {
    // A king thrown away: 1.2 points, error 0.3: whether it is a mistake is open, a blunder it is not.
    expect(undecidedMarks({ mean: 0.012, error: 0.003 })).toEqual(['mistake']);
    expect(undecidedMarks({ mean: 0.012, error: 0.0015 })).toEqual([]);
    expect(undecidedMarks({ mean: 0.035, error: 0.003 })).toEqual(['blunder']);
    expect(undecidedMarks({ mean: 0.004, error: 0.001 })).toEqual(['inaccuracy', 'mistake']);
    expect(undecidedMarks({ mean: 0, error: 0 })).toEqual([]);
  });

  it('calls a mistake unconfirmed where the estimate lies above its line by less than three errors', () => {
    expect(mistakeUnconfirmed({ mean: 0.012, error: 0.003 })).toBe(true);
    expect(mistakeUnconfirmed({ mean: 0.012, error: 0.002 })).toBe(false); // confirmed
    expect(mistakeUnconfirmed({ mean: 0.004, error: 0.003 })).toBe(false); // below the line
    expect(mistakeUnconfirmed({ mean: 0.035, error: 0.003 })).toBe(false); // a mistake, the blunder undecided
  });
});

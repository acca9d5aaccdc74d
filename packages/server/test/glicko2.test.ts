/** Glicko-2 against the worked example of Glickman's paper, and the shape of a single game's update. */
import { describe, expect, it } from 'vitest';
import { NEWCOMER, ratePeriod } from '../src/ratings/glicko2.js';

describe('Glicko-2', () => {
  it("reproduces the worked example of Glickman's paper", () => {
    const player = { rating: 1500, rd: 200, volatility: 0.06 };
    const after = ratePeriod(player, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its steps to four places (μ' = -0.2069) and so prints 1464.06; unrounded it is 1464.05.
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.015);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4); // the paper's 0.05999 is 0.059996 cut short
    expect(after.volatility).toBeLessThan(0.06);
  });

  it('moves two newcomers apart by the same amount after one game, the winner up', () => {
    const winner = ratePeriod(NEWCOMER, [{ opponent: NEWCOMER, score: 1 }]);
    const loser = ratePeriod(NEWCOMER, [{ opponent: NEWCOMER, score: 0 }]);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rd).toBeLessThan(350);
    const draw = ratePeriod(NEWCOMER, [{ opponent: NEWCOMER, score: 0.5 }]);
    expect(draw.rating).toBeCloseTo(1500, 6);
  });

  it('grows the deviation of a period without games, never beyond a newcomer', () => {
    const idle = ratePeriod({ rating: 1700, rd: 50, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1700);
    expect(idle.rd).toBeGreaterThan(50);
    expect(ratePeriod(NEWCOMER, []).rd).toBe(350);
  });
});

/** The match figures: score intervals over duplicate deals, Elo, timings. */
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../src/match/play-game.js';
import { eloOf, summarize, timing, type PlayedGame } from '../src/match/stats.js';

const result = (winner: 0 | 1 | null, ending: GameResult['ending'] = 'stock'): GameResult => ({
  winner,
  ending,
  turns: 40,
  actions: 120,
  decisionMs: [[1, 2, 3], [10]],
  turnMs: [[6], [10]],
});

/** A deal played twice: A is player 0, then player 1. */
const pair = (deal: number, first: 0 | 1 | null, second: 0 | 1 | null): PlayedGame[] => [
  { deal, aPlayer: 0, result: result(first) },
  { deal, aPlayer: 1, result: result(second) },
];

describe('match figures', () => {
  it('counts wins, draws and losses from A’s side, whichever player A was', () => {
    const summary = summarize([...pair(0, 0, 1), ...pair(1, 1, 0), ...pair(2, null, 1)]);
    expect([summary.wins, summary.draws, summary.losses]).toEqual([3, 1, 2]);
    expect(summary.score.value).toBeCloseTo(3.5 / 6);
  });

  it('takes the interval over deals, so duplicate games cancel the luck of the deal', () => {
    const decisive = summarize(
      Array.from({ length: 50 }, (_, deal) => (deal % 2 === 0 ? pair(deal, 0, 1) : pair(deal, 1, 0))).flat(),
    );
    const split = summarize(Array.from({ length: 50 }, (_, deal) => pair(deal, 0, 0)).flat());
    expect(decisive.score.value).toBeCloseTo(0.5);
    expect(decisive.score.high - decisive.score.low).toBeGreaterThan(0.2);
    expect(split.score.value).toBeCloseTo(0.5);
    expect(split.score.high - split.score.low).toBeCloseTo(0);
  });

  it('turns scores into Elo differences, finite even at 0 and 100%', () => {
    expect(eloOf(0.5, 100)).toBeCloseTo(0);
    expect(eloOf(0.75, 100)).toBeCloseTo(190.85, 1);
    expect(eloOf(1, 100)).toBeCloseTo(-eloOf(0, 100));
    expect(Number.isFinite(eloOf(1, 100))).toBe(true);
  });

  it('reports median and 95th percentile times, and how games ended', () => {
    expect(timing([5, 1, 4, 2, 3])).toEqual({ median: 3, p95: 5, count: 5 });
    const summary = summarize([{ deal: 0, aPlayer: 1, result: result(0, 'drawPile') }]);
    expect(summary.decisionMs.a).toEqual({ median: 10, p95: 10, count: 1 });
    expect(summary.decisionMs.b.median).toBe(2);
    expect(summary.endings).toEqual({ stock: 0, drawPile: 1, forfeit: 0 });
  });
});

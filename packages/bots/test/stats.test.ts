/** The match figures: score intervals over duplicate deals, Elo, timings. */
import { describe, expect, it } from 'vitest';
import type { GameTally } from '../src/match/play-game.js';
import { eloOf, summarize, timing, type PlayedGame } from '../src/match/stats.js';

const result = (winner: 0 | 1 | null, ending: GameTally['ending'] = 'stock'): GameTally => ({
  winner,
  ending,
  turns: 40,
  actions: 120,
  decisionMs: [[1, 2, 3], [10]],
  turnMs: [[6], [10]],
  searches: [
    { searches: 4, atCeiling: 1 },
    { searches: 0, atCeiling: 0 },
  ],
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
    // Every deal won by one seat: deals of 0 or 1, as wide as 50 coin flips.
    const decisive = summarize(
      Array.from({ length: 50 }, (_, deal) => (deal % 2 === 0 ? pair(deal, 0, 1) : pair(deal, 1, 0))).flat(),
    );
    // Half the deals won both ways, half split: a narrower spread than independent games would give.
    const mixed = summarize(
      Array.from({ length: 50 }, (_, deal) => (deal % 2 === 0 ? pair(deal, 0, 0) : pair(deal, 0, 1))).flat(),
    );
    expect(decisive.score.value).toBeCloseTo(0.5);
    expect(decisive.score.low).toBeCloseTo(0.3652, 3);
    expect(decisive.score.high).toBeCloseTo(0.6348, 3);
    expect(mixed.score.value).toBeCloseTo(0.75);
    expect(mixed.score.high - mixed.score.low).toBeLessThan(decisive.score.high - decisive.score.low);
    expect(mixed.score.low).toBeLessThan(0.75);
    expect(mixed.score.high).toBeGreaterThan(0.75);
  });

  it.each([
    // [what every deal scored, A's score, the Wilson interval of as many independent games]
    ['0%: every game lost', pair(0, 1, 0), 0, 0, 0.1611],
    ['50%: every deal split', pair(0, 0, 0), 0.5, 0.2993, 0.7007],
    ['100%: every game won', pair(0, 0, 1), 1, 0.8389, 1],
  ])(
    'keeps an honest width where every deal scored the same (%s)',
    (_, deal: PlayedGame[], value, low, high) => {
      // 20 games of 10 deals, each deal played like the first; 50% over 20 games is ±20 points.
      const games = Array.from({ length: 10 }, (_, index) =>
        deal.map((game) => ({ ...game, deal: index })),
      ).flat();
      const { score } = summarize(games);
      expect(score.value).toBeCloseTo(value);
      expect(score.low).toBeCloseTo(low, 3);
      expect(score.high).toBeCloseTo(high, 3);
      expect(score.high - score.low).toBeGreaterThan(0.15);
    },
  );

  it('turns scores into Elo differences, finite even at 0 and 100%', () => {
    expect(eloOf(0.5, 100)).toBeCloseTo(0);
    expect(eloOf(0.75, 100)).toBeCloseTo(190.85, 1);
    expect(eloOf(1, 100)).toBeCloseTo(-eloOf(0, 100));
    expect(Number.isFinite(eloOf(1, 100))).toBe(true);
  });

  it('reports median and 95th percentile times, and how games ended', () => {
    expect(timing([5, 1, 4, 2, 3])).toEqual({ median: 3, p95: 5, max: 5, count: 5 });
    const summary = summarize([{ deal: 0, aPlayer: 1, result: result(0, 'drawPile') }]);
    expect(summary.decisionMs.a).toEqual({ median: 10, p95: 10, max: 10, count: 1 });
    expect(summary.searches).toEqual({
      a: { searches: 0, atCeiling: 0 },
      b: { searches: 4, atCeiling: 1 },
    });
    expect(summary.decisionMs.b.median).toBe(2);
    expect(summary.endings).toEqual({ stock: 0, drawPile: 1, forfeit: 0 });
  });

  it('sums the playouts of the searches, but only where every game recorded them', () => {
    const withPlayouts = (playouts: number): PlayedGame => {
      const recorded = result(0);
      return {
        deal: 0,
        aPlayer: 0,
        result: { ...recorded, searches: [{ searches: 4, atCeiling: 1, playouts }, recorded.searches[1]] },
      };
    };
    expect(summarize([withPlayouts(900), withPlayouts(100)]).searches.a).toEqual({
      searches: 8,
      atCeiling: 2,
      playouts: 1000,
    });
    // A journal begun before the playouts were recorded: the sum would count only part of the searches.
    // (In the pair's second game A is player 1, who made no searches.)
    expect(summarize([withPlayouts(900), ...pair(1, 0, 0)]).searches.a).toEqual({
      searches: 8,
      atCeiling: 2,
    });
  });
});

/**
 * The same record, seed and settings give the same review: on one thread in the game's order, and on two
 * worker threads taking the jobs as they come (each job's numbers follow from the seed and the job alone).
 */
import { describe, expect, it } from 'vitest';
import { reviewGame } from '../../src/review/review-game.js';
import { reviewOnThreads } from '../../src/threads/review-threads.js';
import { LIGHT_SETTINGS, levelGame } from './review-games.js';

describe('the review is deterministic', () => {
  it('gives the same figures on one thread and on two, and other figures for another seed', async () => {
    const record = await levelGame('determinism1');
    const single = await reviewGame(record, LIGHT_SETTINGS);
    const threaded = await reviewOnThreads(record, LIGHT_SETTINGS, 2);
    expect(threaded).toEqual(single);
    expect(single.decisions.length).toBeGreaterThan(20);
    expect(single.draws.length).toBeGreaterThan(20);
    const reseeded = await reviewGame(record, { ...LIGHT_SETTINGS, seed: 'test2' });
    expect(reseeded.decisions.map((decision) => decision.before)).not.toEqual(
      single.decisions.map((decision) => decision.before),
    );
  });

  it('adds up: each decision costs its best chance less its played one, each player sums their own', async () => {
    const review = await reviewGame(await levelGame('determinism2'), LIGHT_SETTINGS);
    for (const decision of review.decisions) {
      expect(decision.cost).toBeGreaterThanOrEqual(0);
      expect(decision.cost).toBeCloseTo(decision.bestChance - decision.after, 3);
    }
    for (const player of review.players) {
      const own = review.decisions.filter((decision) => decision.seat === player.seat);
      expect(player.decisions).toBe(own.length);
      expect(player.cost).toBeCloseTo(
        own.reduce((sum, decision) => sum + decision.cost, 0),
        3,
      );
      const luck = review.draws.filter((draw) => draw.seat === player.seat);
      expect(player.luck).toBeCloseTo(
        luck.reduce((sum, draw) => sum + draw.luck, 0),
        3,
      );
    }
    expect(review.result?.over).toBe(true);
  });
});

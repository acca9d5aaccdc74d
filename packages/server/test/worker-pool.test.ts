/**
 * The worker pool never makes a decision wait for another game's search: one worker runs both side by side,
 * each to its own deadline, so the one due first answers first.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewPosition } from '@katz/engine';
import type { DecisionRequest } from '../src/computer/computer-player.js';
import { wallClock } from '../src/computer/wall-clock.js';
import { startWorkerPool } from '../src/computer/worker-pool.js';
import { randomPosition } from '../../bots/test/positions.js';

describe('the worker pool', () => {
  it('answers a decision by its deadline while another, due later, searches on the same worker', async () => {
    const pool = startWorkerPool(1, 1);
    try {
      // A position where the strong level searches among several plans (not the first turn of a deal).
      const position = randomPosition('pool-side-by-side', 40);
      const request = (seat: string, deadline: number): DecisionRequest => ({
        level: 'strong',
        view: viewPosition(position, position.toMove),
        seat,
        seed: 'pool',
        iterations: 1_000_000,
        deadline,
      });
      // The worker started and its modules loaded first, so that the deadlines below measure searches only (a
      // busy machine may take seconds to start a worker).
      await pool.decide(request('warm-up', wallClock() + 50));
      const order: string[] = [];
      const now = wallClock();
      const late = pool.decide(request('late', now + 3000)).then((decision) => {
        order.push('late');
        return decision;
      });
      const soon = pool.decide(request('soon', now + 100)).then((decision) => {
        order.push('soon');
        return decision;
      });
      const [first, second] = await Promise.all([soon, late]);
      expect(order).toEqual(['soon', 'late']);
      // The later search, played to its end in this position, takes several times longer than the first's
      // deadline; a queue would have answered it first.
      expect(first.searches).toEqual({ searches: 1, atCeiling: 1 });
      expect(second.searches.searches).toBe(1);
      expect(legalActions(position)).toContainEqual(first.action);
    } finally {
      await pool.close();
    }
  });
});

/**
 * A playout scored by the stock lead adds what a won game is worth to the lead of a game won on the way, and takes
 * it away for a game lost: played to the game's end, two playouts that differ only in that worth differ by it.
 */
import { describe, expect, it } from 'vitest';
import { playerToMove, statusOf, toCoreState } from '@katz/engine/core';
import { Playout } from '../src/search/playout.js';
import { randomPosition } from './positions.js';

const toTheEnd = (wonGame: number) =>
  new Playout({ turns: Infinity, maxNodes: 100, evaluation: 'stock lead', wonGame });

describe('a playout scored by the stock lead', () => {
  it('adds the worth of a won game to the lead, and takes it away for a lost one', () => {
    const worth20 = toTheEnd(20);
    const worth10 = toTheEnd(10);
    const seen = new Set<number>();
    for (let game = 0; game < 12; game++) {
      const world = toCoreState(randomPosition(`playout-${game}`, 30));
      if (statusOf(world).over) continue;
      const me = playerToMove(world);
      const difference = worth20.run(world, [], me) - worth10.run(world, [], me);
      expect([10, 0, -10]).toContain(difference);
      seen.add(difference);
    }
    // Both a won and a lost game among the twelve, so that both signs were checked.
    expect(seen).toContain(10);
    expect(seen).toContain(-10);
  });
});

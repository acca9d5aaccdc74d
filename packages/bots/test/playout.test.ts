/**
 * A playout scored by the stock lead adds what a won game is worth to the lead of a game won on the way, and takes
 * it away for a game lost: played to the game's end, two playouts that differ only in that worth differ by it.
 * A playout with a tail plans with the tail's bound from its turn end on, and with its own bound before.
 */
import { describe, expect, it } from 'vitest';
import { playerToMove, statusOf, toCoreState } from '@katz/engine/core';
import { Playout } from '../src/search/playout.js';
import { randomPosition } from './positions.js';

const toTheEnd = (wonGame: number) =>
  new Playout({ turns: Infinity, maxNodes: 100, evaluation: 'stock lead', wonGame, tail: null });

const bounded = (maxNodes: number, tail: { after: number; maxNodes: number } | null = null) =>
  new Playout({ turns: Infinity, maxNodes, evaluation: 'stock lead', wonGame: 10, tail });

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

describe('a playout with a tail', () => {
  it('plans with the tail’s bound from the tail’s turn end on, and with its own before', () => {
    const rough = bounded(4);
    const fine = bounded(100);
    const tailFromStart = bounded(100, { after: 0, maxNodes: 4 });
    const tailNever = bounded(100, { after: 10_000, maxNodes: 4 });
    const tailLater = bounded(100, { after: 3, maxNodes: 4 });
    let parted = 0;
    for (let game = 0; game < 12; game++) {
      const world = toCoreState(randomPosition(`playout-tail-${game}`, 30));
      if (statusOf(world).over) continue;
      const me = playerToMove(world);
      const [roughly, finely] = [rough.run(world, [], me), fine.run(world, [], me)];
      expect(tailFromStart.run(world, [], me)).toBe(roughly);
      expect(tailNever.run(world, [], me)).toBe(finely);
      if (roughly !== finely) parted++;
      const later = tailLater.run(world, [], me);
      if (later !== roughly && later !== finely) parted++;
    }
    // The bounds play differently often enough that a tail taken at the wrong turn end would show.
    expect(parted).toBeGreaterThan(2);
  });
});

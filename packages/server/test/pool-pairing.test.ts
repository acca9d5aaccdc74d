/** Whom the pool pairs (people/pool-pairing.ts): the longest waiting first, the closest within the widening window. */
import { POOL_WINDOW } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { pairWaiting, windowAfter, type Waiting } from '../src/people/pool-pairing.js';

const entry = (playerId: string, rating: number, waited: number, terms = '120 false'): Waiting => ({
  playerId,
  terms,
  rating,
  waited,
});
const never = () => false;
const ids = (pairs: [Waiting, Waiting][]) => pairs.map(([a, b]) => [a.playerId, b.playerId]);

describe('the pool’s pairing', () => {
  it('widens the window with the wait, to anyone after a minute', () => {
    expect(windowAfter(0)).toBe(POOL_WINDOW.start);
    expect(windowAfter(10)).toBe(POOL_WINDOW.start + 10 * POOL_WINDOW.perSecond);
    expect(windowAfter(POOL_WINDOW.anyoneAfterSeconds)).toBe(Infinity);
  });

  it('pairs the longest waiting first, with the closest in rating within the window', () => {
    const pairs = pairWaiting(
      [entry('new', 1500, 1), entry('old', 1600, 30), entry('near', 1590, 2), entry('far', 2100, 3)],
      never,
    );
    expect(ids(pairs)).toEqual([['old', 'near']]);
  });

  it('pairs players far apart once one of them has waited long enough', () => {
    expect(pairWaiting([entry('a', 1200, 5), entry('b', 1800, 5)], never)).toEqual([]);
    expect(ids(pairWaiting([entry('a', 1200, 55), entry('b', 1800, 5)], never))).toEqual([['a', 'b']]);
  });

  it('pairs only on the same terms, and never two of whom one blocks the other', () => {
    expect(pairWaiting([entry('a', 1500, 9, '120 false'), entry('b', 1500, 9, '120 true')], never)).toEqual(
      [],
    );
    const blocked = (x: string, y: string) => [x, y].sort().join() === 'a,b';
    expect(
      ids(pairWaiting([entry('a', 1500, 9), entry('b', 1500, 8), entry('c', 1650, 1)], blocked)),
    ).toEqual([['a', 'c']]);
  });

  it('pairs each player at most once', () => {
    const many = Array.from({ length: 101 }, (_, i) => entry(`p${String(i)}`, 1500 + (i % 7) * 20, i % 13));
    const pairs = pairWaiting(many, never);
    const seated = pairs.flat().map((one) => one.playerId);
    expect(new Set(seated).size).toBe(seated.length);
    expect(pairs).toHaveLength(50);
  });
});

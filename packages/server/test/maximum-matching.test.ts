/**
 * Edmonds' blossom algorithm against the brute force: on small random graphs the matching it finds is as large as
 * the largest there is, is a matching of the graph, and keeps to the edges, from starts made as the Swiss pairing
 * makes them (each vertex in some order takes the first free neighbour), which leave odd cycles (blossoms) on the
 * augmenting paths; and two named graphs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from '../src/tournaments/swiss/maximum-matching.js';

/** The size of a largest matching, by trying every way to match or skip the first vertex left. */
function largest(count: number, edge: (a: number, b: number) => boolean): number {
  const free = new Array<boolean>(count).fill(true);
  const best = (from: number): number => {
    let first = from;
    while (first < count && !free[first]) first++;
    if (first >= count) return 0;
    free[first] = false;
    let most = best(first + 1);
    for (let other = first + 1; other < count; other++) {
      if (!free[other] || !edge(first, other)) continue;
      free[other] = false;
      most = Math.max(most, 1 + best(first + 1));
      free[other] = true;
    }
    free[first] = true;
    return most;
  };
  return best(0);
}

describe('maximum matching', () => {
  it('matches all but one of seven vertices on a graph with an odd cycle', () => {
    // The 5-cycle 1-2-3-4-5 with 0 hanging on 1 and 6 on 3, from the start {1-2, 4-5}: three pairs at most.
    const edges = new Set(['0-1', '1-2', '2-3', '3-4', '4-5', '1-5', '3-6']);
    const edge = (a: number, b: number) => edges.has(`${String(Math.min(a, b))}-${String(Math.max(a, b))}`);
    const matched = maximumMatching(7, edge, [-1, 2, 1, -1, 5, 4, -1]);
    expect(matched.filter((partner) => partner === -1)).toHaveLength(1);
    matched.forEach((partner, vertex) => {
      if (partner === -1) return;
      expect(matched[partner]).toBe(vertex);
      expect(edge(vertex, partner)).toBe(true);
    });
  });

  it('matches a whole graph from a start that leaves two vertices over', () => {
    const edges = new Set(['0-1', '1-2', '2-3', '1-3', '3-4', '4-5']);
    const edge = (a: number, b: number) => edges.has(`${String(Math.min(a, b))}-${String(Math.max(a, b))}`);
    const matched = maximumMatching(6, edge, [-1, 2, 1, -1, -1, -1]);
    expect(matched.filter((partner) => partner === -1)).toEqual([]);
    matched.forEach((partner, vertex) => {
      expect(matched[partner]).toBe(vertex);
      expect(edge(vertex, partner)).toBe(true);
    });
  });

  it('is as large as the largest matching on random graphs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((count) =>
          fc.record({
            count: fc.constant(count),
            edges: fc.array(fc.boolean(), { minLength: count * count, maxLength: count * count }),
            order: fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }),
          }),
        ),
        ({ count, edges, order }) => {
          const edge = (a: number, b: number) => edges[Math.min(a, b) * count + Math.max(a, b)] === true;
          // A start as the Swiss pairing gives one: each vertex in some order takes the first free neighbour.
          const start = new Array<number>(count).fill(-1);
          for (const vertex of order) {
            if (start[vertex] !== -1) continue;
            const other = order.find(
              (candidate) => candidate !== vertex && start[candidate] === -1 && edge(vertex, candidate),
            );
            if (other === undefined) continue;
            start[vertex] = other;
            start[other] = vertex;
          }
          const matched = maximumMatching(count, edge, start);
          matched.forEach((partner, vertex) => {
            if (partner === -1) return;
            expect(matched[partner]).toBe(vertex);
            expect(edge(vertex, partner)).toBe(true);
          });
          expect(matched.filter((partner) => partner !== -1).length / 2).toBe(largest(count, edge));
        },
      ),
      { numRuns: 300 },
    );
  });
});

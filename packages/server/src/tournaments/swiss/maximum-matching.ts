/**
 * A maximum matching of a general graph by Edmonds' blossom algorithm: starting from a matching (the Swiss
 * pairing's first choices), it finds augmenting paths from each unmatched vertex, contracting the odd cycles
 * (blossoms) it meets, until no path is left. Each search is a breadth-first search over the vertices, O(n²) with
 * an edge test that costs O(1), so a field of thousands is matched in milliseconds when only a few players were
 * left over by the first choices.
 */

/**
 * Matches as many vertices as the graph allows, keeping as much of `start` as it can (every augmenting path
 * changes only the pairs along it). `match[v]` is v's partner or -1. `start` must be a matching of the graph.
 */
export function maximumMatching(
  count: number,
  edge: (a: number, b: number) => boolean,
  start: readonly number[],
): number[] {
  const match = [...start];
  const parent = new Array<number>(count);
  const base = new Array<number>(count);
  const used = new Array<boolean>(count);
  const inBlossom = new Array<boolean>(count);
  const queue: number[] = [];

  /** The lowest common ancestor of two vertices of the search's forest, through their blossoms' bases. */
  const commonBase = (a: number, b: number): number => {
    const seen = new Array<boolean>(count).fill(false);
    for (let v = a; ;) {
      v = base[v] ?? v;
      seen[v] = true;
      if (match[v] === -1) break;
      v = parent[match[v] ?? -1] ?? -1;
    }
    for (let v = b; ;) {
      v = base[v] ?? v;
      if (seen[v]) return v;
      v = parent[match[v] ?? -1] ?? -1;
    }
  };

  /** Marks the blossom's vertices on the path from `v` down to its base `b`, `child` being v's neighbour in it. */
  const markPath = (v: number, b: number, child: number) => {
    let vertex = v;
    let next = child;
    while (base[vertex] !== b) {
      const mate = match[vertex] ?? -1;
      inBlossom[base[vertex] ?? vertex] = true;
      inBlossom[base[mate] ?? mate] = true;
      parent[vertex] = next;
      next = mate;
      vertex = parent[mate] ?? -1;
    }
  };

  /** An augmenting path from `root`: its end, or -1; `parent` then leads back along it. */
  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let v = 0; v < count; v++) base[v] = v;
    used[root] = true;
    queue.length = 0;
    queue.push(root);
    // The queue grows as the search goes: for-of reads what is pushed meanwhile.
    for (const v of queue) {
      for (let to = 0; to < count; to++) {
        if (to === v || base[v] === base[to] || match[v] === to || !edge(v, to)) continue;
        if (to === root || (match[to] !== -1 && parent[match[to] ?? -1] !== -1)) {
          // An odd cycle: contract it into its base.
          const b = commonBase(v, to);
          inBlossom.fill(false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let w = 0; w < count; w++) {
            if (!inBlossom[base[w] ?? w]) continue;
            base[w] = b;
            if (!used[w]) {
              used[w] = true;
              queue.push(w);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          const mate = match[to] ?? -1;
          used[mate] = true;
          queue.push(mate);
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < count; root++) {
    if (match[root] !== -1) continue;
    // Flip the path's pairs, from its end back to the root.
    for (let v = findPath(root); v !== -1;) {
      const via = parent[v] ?? -1;
      const next = match[via] ?? -1;
      match[v] = via;
      match[via] = v;
      v = next;
    }
  }
  return match;
}

/**
 * Whom the pool pairs (docs/social.md, "A person now"): among the players waiting on the same terms, the one who
 * has waited longest is paired first, with the closest in rating that is within the window of the longer waiter
 * of the two (POOL_WINDOW: it widens with the wait, to anyone after a minute) and that neither blocks. Pure, so
 * that the pool's statement (pool.ts) and its benchmark share it.
 */
import { POOL_WINDOW } from '@katz/protocol';

export interface Waiting {
  readonly playerId: string;
  /** The terms: only players on the same terms are paired. */
  readonly terms: string;
  readonly rating: number;
  /** Seconds waited so far. */
  readonly waited: number;
}

/** How far apart in rating a player who has waited `seconds` may be paired. */
export const windowAfter = (seconds: number): number =>
  seconds >= POOL_WINDOW.anyoneAfterSeconds ? Infinity : POOL_WINDOW.start + POOL_WINDOW.perSecond * seconds;

/** The pairs to make, each once; `blocked(a, b)` says whether either of the two blocks the other. */
export function pairWaiting<W extends Waiting>(
  waiting: readonly W[],
  blocked: (first: string, second: string) => boolean,
): [W, W][] {
  const byTerms = new Map<string, W[]>();
  for (const entry of waiting) byTerms.set(entry.terms, [...(byTerms.get(entry.terms) ?? []), entry]);
  const pairs: [W, W][] = [];
  for (const group of byTerms.values()) {
    const longestFirst = [...group].sort((a, b) => b.waited - a.waited);
    const paired = new Set<string>();
    for (const entry of longestFirst) {
      if (paired.has(entry.playerId)) continue;
      let best: W | null = null;
      for (const other of longestFirst) {
        if (other === entry || paired.has(other.playerId)) continue;
        const apart = Math.abs(other.rating - entry.rating);
        if (apart > windowAfter(Math.max(entry.waited, other.waited))) continue;
        if (best !== null && apart >= Math.abs(best.rating - entry.rating)) continue;
        if (blocked(entry.playerId, other.playerId)) continue;
        best = other;
      }
      if (best === null) continue;
      paired.add(entry.playerId);
      paired.add(best.playerId);
      pairs.push([entry, best]);
    }
  }
  return pairs;
}

/**
 * Whether a player could have played their stock top with the cards they held: some of their hand and their
 * discard piles (each from its top down), played onto building piles of given heights, kings wild, a pile that
 * takes its queen leaving the game and starting again. A small exhaustive search: a hand of at most four cards
 * and four discard piles reach few distinct tables, and a bound on the tables stops it if ever they do not.
 */
import {
  cardAt,
  COMPLETE_PILE,
  discardOf,
  handOf,
  KING,
  pileLength,
  rankOf,
  type CoreState,
} from '@katz/engine/core';
import { stockRank } from './table-facts.js';

/** Tables tried at most; past it the answer is no, so a search never costs more than this. */
const MAX_TABLES = 4000;

/** The discard piles' depth that a search may dig to, per pile (deeper cards are never reached in practice). */
const MAX_DEPTH = 15;

/** The most hand cards a search considers (the rest of the hand is read as not held). */
const MAX_HAND = 4;

export interface ReachQuestion {
  /** How many of the player's hand cards, from the first, they held: the rest came later. */
  readonly held: number;
  /** The four building piles' heights (0 to 11) the cards would have been played onto. */
  readonly heights: readonly number[];
}

/**
 * True when `player`, holding the first `question.held` cards of their hand in `state` and their discard piles
 * as `state` has them, could have played their stock top onto building piles of `question.heights`.
 */
export function couldReachStock(state: CoreState, player: number, question: ReachQuestion): boolean {
  const target = stockRank(state, player);
  if (target === 0) return false;
  if (target === KING) return true;
  const hand: number[] = [];
  const handPile = handOf(player);
  const held = Math.min(question.held, MAX_HAND, pileLength(state, handPile));
  for (let i = 0; i < held; i++) hand.push(rankOf(cardAt(state, handPile, i)));
  const discards = [0, 1, 2, 3].map((pile) => {
    const discard = discardOf(player, pile);
    const length = pileLength(state, discard);
    const ranks: number[] = [];
    for (let i = length - 1; i >= Math.max(0, length - MAX_DEPTH); i--)
      ranks.push(rankOf(cardAt(state, discard, i)));
    return ranks; // top first
  });
  return new ReachSearch(target, hand, discards).from([...question.heights]);
}

class ReachSearch {
  private readonly seen = new Set<number>();
  private tables = 0;
  private used = 0;
  private readonly depth = [0, 0, 0, 0];

  constructor(
    private readonly target: number,
    private readonly hand: readonly number[],
    private readonly discards: readonly (readonly number[])[],
  ) {}

  from(heights: number[]): boolean {
    if (heights.some((height) => height + 1 === this.target)) return true;
    if (++this.tables > MAX_TABLES || !this.firstVisit(heights)) return false;
    for (let card = 0; card < this.hand.length; card++) {
      const bit = 1 << card;
      if ((this.used & bit) !== 0) continue;
      this.used |= bit;
      const reached = this.playOnto(heights, this.hand[card]!);
      this.used &= ~bit;
      if (reached) return true;
    }
    for (let pile = 0; pile < 4; pile++) {
      const ranks = this.discards[pile]!;
      const at = this.depth[pile]!;
      if (at >= ranks.length) continue;
      this.depth[pile] = at + 1;
      const reached = this.playOnto(heights, ranks[at]!);
      this.depth[pile] = at;
      if (reached) return true;
    }
    return false;
  }

  /** Plays a card of `rank` onto each building pile that takes it, and searches on from there. */
  private playOnto(heights: number[], rank: number): boolean {
    for (let pile = 0; pile < 4; pile++) {
      const height = heights[pile]!;
      if (rank !== KING && rank !== height + 1) continue;
      heights[pile] = height + 1 === COMPLETE_PILE ? 0 : height + 1;
      const reached = this.from(heights);
      heights[pile] = height;
      if (reached) return true;
    }
    return false;
  }

  /** Records the table (heights, hand cards used, discard depths); false when it was searched before. */
  private firstVisit(heights: readonly number[]): boolean {
    let key = this.used;
    for (const height of heights) key = key * COMPLETE_PILE + height;
    for (const depth of this.depth) key = key * (MAX_DEPTH + 1) + depth;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

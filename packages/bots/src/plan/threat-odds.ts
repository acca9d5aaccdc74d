/**
 * The chance that the opponent can play their stock top next turn, from the building piles, as the solid judge
 * weighs it. During one of our turns only the building piles change: the opponent's discard piles, hand size
 * and stock top stay as they are, and so do the unseen cards. Piles count independently, so what each pile
 * height contributes is worked out once per turn, and the chance for a set of heights once per turn too.
 */
import {
  buildingHeight,
  COMPLETE_PILE,
  HAND_SIZE,
  handOf,
  KING,
  pileLength,
  type CoreState,
} from '@katz/engine/core';
import {
  addDiscardChains,
  chanceByMiss,
  multiplyPileCardMiss,
  newRankCounts,
  pileReachMiss,
  RANK_SLOTS,
  stockRank,
} from './table-facts.js';

/** Building piles hold 0 to 11 cards (a twelfth completes the pile, which leaves the game). */
const HEIGHTS = COMPLETE_PILE;

export class ThreatOdds {
  private readonly have = newRankCounts();
  private target = 0;
  private draws = 0;
  private chain = 0;
  private unseen: Int32Array = newRankCounts();
  private odds: Float64Array = new Float64Array(0);
  /** Stamped with the turn they were worked out in. */
  private turn = 0;
  /** By pile height: the chance that the pile cannot be brought to one below the opponent's stock top. */
  private readonly reachMiss = new Float64Array(HEIGHTS);
  /** By pile height and rank: the chance that the pile cannot be brought to take a card of that rank. */
  private readonly cardMiss = new Float64Array(HEIGHTS * RANK_SLOTS);
  private readonly reachStamp = new Int32Array(HEIGHTS);
  private readonly cardStamp = new Int32Array(HEIGHTS);
  /** By the four pile heights (12^4 sets). */
  private readonly chances = new Float64Array(HEIGHTS ** 4);
  private readonly chanceStamp = new Int32Array(HEIGHTS ** 4);
  private readonly missByRank = new Float64Array(RANK_SLOTS);

  /**
   * Starts a turn of ours in `start`; `unseen` and `odds` are the unseen cards' counts and draw odds, which
   * must stay unchanged until the next `begin`. `chain` weighs the opponent's chance to go on after their
   * stock top.
   */
  begin(start: CoreState, other: number, unseen: Int32Array, odds: Float64Array, chain: number): void {
    this.turn++;
    this.have.fill(0);
    addDiscardChains(start, other, this.have);
    this.target = stockRank(start, other);
    this.draws = Math.min(HAND_SIZE, pileLength(start, handOf(other)));
    this.unseen = unseen;
    this.odds = odds;
    this.chain = chain;
  }

  /** The chance for the building piles of `state` (a position in the turn begun). */
  chance(state: CoreState): number {
    const h0 = buildingHeight(state, 0);
    const h1 = buildingHeight(state, 1);
    const h2 = buildingHeight(state, 2);
    const h3 = buildingHeight(state, 3);
    const key = h0 + HEIGHTS * (h1 + HEIGHTS * (h2 + HEIGHTS * h3));
    if (this.chanceStamp[key] === this.turn) return this.chances[key]!;
    let chance = this.reach(h0, h1, h2, h3);
    if (this.chain !== 0 && chance > 0.01) chance *= 1 + this.chain * this.cardChance(h0, h1, h2, h3);
    this.chanceStamp[key] = this.turn;
    this.chances[key] = chance;
    return chance;
  }

  /** Works out a pile height's chance to miss the opponent's stock top, once per turn. */
  private prepareReach(height: number): void {
    if (this.reachStamp[height] === this.turn) return;
    this.reachStamp[height] = this.turn;
    this.reachMiss[height] = pileReachMiss(height, this.target, this.have, this.odds, this.draws);
  }

  /** Works out a pile height's chances to miss each rank, once per turn, and only where the threat asks. */
  private prepareCards(height: number): void {
    if (this.cardStamp[height] === this.turn) return;
    this.cardStamp[height] = this.turn;
    const offset = height * RANK_SLOTS;
    this.cardMiss.fill(1, offset, offset + RANK_SLOTS);
    multiplyPileCardMiss(height, this.have, this.odds, this.draws, this.cardMiss, offset);
  }

  /** As `reachChance`, from the piles' shares (multiplied in the same order, so the result is the same). */
  private reach(h0: number, h1: number, h2: number, h3: number): number {
    if (this.target === KING) return 1;
    if (this.target === 0) return 0;
    this.prepareReach(h0);
    this.prepareReach(h1);
    this.prepareReach(h2);
    this.prepareReach(h3);
    const miss = this.reachMiss;
    let all = 1;
    all *= miss[h0]!;
    all *= miss[h1]!;
    all *= miss[h2]!;
    all *= miss[h3]!;
    return 1 - all;
  }

  /** As `unseenCardChance`, from the piles' shares. */
  private cardChance(h0: number, h1: number, h2: number, h3: number): number {
    this.prepareCards(h0);
    this.prepareCards(h1);
    this.prepareCards(h2);
    this.prepareCards(h3);
    const miss = this.cardMiss;
    const byRank = this.missByRank;
    const o0 = h0 * RANK_SLOTS;
    const o1 = h1 * RANK_SLOTS;
    const o2 = h2 * RANK_SLOTS;
    const o3 = h3 * RANK_SLOTS;
    for (let rank = 1; rank < KING; rank++) {
      let all = 1;
      all *= miss[o0 + rank]!;
      all *= miss[o1 + rank]!;
      all *= miss[o2 + rank]!;
      all *= miss[o3 + rank]!;
      byRank[rank] = all;
    }
    return chanceByMiss(this.unseen, byRank, 0);
  }
}

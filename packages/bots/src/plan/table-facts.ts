/**
 * Facts about a table that the judges weigh, read from the core state: what the building piles need next,
 * which cards a player can reach from their discard piles, and how likely unseen cards are to turn up.
 */
import {
  buildingHeight,
  buildingPile,
  cardAt,
  COMPLETE_PILE,
  COPIES_OF_EACH_CARD,
  discardOf,
  HAND_SIZE,
  handOf,
  KING,
  pileLength,
  rankOf,
  REMOVED,
  stockOf,
  SUIT_COUNT,
  topCard,
  type CoreState,
} from '@katz/engine/core';

/** Ranks 1 (A) to 12 (Q) are natural; 13 is the king. Arrays by rank have this size. */
export const RANK_SLOTS = KING + 1;
/**
 * A building pile of height `value` takes rank `value + 1` next; after a Q it is complete and starts again from
 * an ace, so `step` cards from now it takes rank `((value + step - 1) % PILE_TOP) + 1`, and it takes rank
 * `target` after `value < target ? target - 1 - value : PILE_TOP - value + target - 1` cards. Written out
 * where used, and the engine's constant copied here: the hot loops below run millions of times in playouts,
 * and helpers (or imported bindings) there cost time (docs/architecture.md).
 */
const PILE_TOP = COMPLETE_PILE;

/** The rank of a player's stock top, or 0 if the stock is empty. */
export function stockRank(state: CoreState, player: number): number {
  const stock = stockOf(player);
  return pileLength(state, stock) === 0 ? 0 : rankOf(topCard(state, stock));
}

/**
 * Counts, by rank, what a player can build from their discard piles without drawing: each pile's top and the
 * cards below it that continue it upwards (a pile 9 8 7 with 7 on top offers 7, then 8, then 9).
 */
export function addDiscardChains(state: CoreState, player: number, counts: Int32Array): void {
  for (let pile = 0; pile < 4; pile++) {
    const discardPile = discardOf(player, pile);
    let index = pileLength(state, discardPile) - 1;
    let previous = -1;
    while (index >= 0) {
      const rank = rankOf(cardAt(state, discardPile, index));
      if (previous !== -1 && rank !== previous + 1 && rank !== KING && previous !== KING) break;
      counts[rank] = counts[rank]! + 1;
      previous = rank;
      index--;
    }
  }
}

/** Sets every count to zero (a loop: for arrays this short, faster than `fill`, and settling runs it often). */
export function clearCounts(counts: Int32Array): void {
  for (let rank = 0; rank < RANK_SLOTS; rank++) counts[rank] = 0;
}

export function addHand(state: CoreState, player: number, counts: Int32Array): void {
  const hand = handOf(player);
  const length = pileLength(state, hand);
  for (let i = 0; i < length; i++) {
    const rank = rankOf(cardAt(state, hand, i));
    counts[rank] = counts[rank]! + 1;
  }
}

/**
 * How many copies of each rank the player has not seen: three decks less their own hand, both stock tops,
 * every discard pile, the building piles and the removed cards. Returns the total.
 */
export function unseenRanks(state: CoreState, player: number, counts: Int32Array): number {
  counts.fill(COPIES_OF_EACH_CARD * SUIT_COUNT);
  counts[0] = 0;
  const take = (pile: number, from: number) => {
    const length = pileLength(state, pile);
    for (let i = from; i < length; i++) {
      const rank = rankOf(cardAt(state, pile, i));
      counts[rank] = counts[rank]! - 1;
    }
  };
  take(handOf(player), 0);
  for (let owner = 0; owner < 2; owner++) {
    const stock = stockOf(owner);
    if (pileLength(state, stock) > 0) take(stock, pileLength(state, stock) - 1);
    for (let pile = 0; pile < 4; pile++) take(discardOf(owner, pile), 0);
  }
  for (let pile = 0; pile < 4; pile++) take(buildingPile(pile), 0);
  take(REMOVED, 0);
  let total = 0;
  for (let rank = 1; rank < RANK_SLOTS; rank++) total += counts[rank]!;
  return total;
}

/**
 * `odds[draws * RANK_SLOTS + rank]`: the chance that `draws` cards from the unseen ones include a card of that
 * rank or a king (which stands for any rank), for 0 to HAND_SIZE draws (a refill draws at most a hand).
 */
export function drawOdds(unseen: Int32Array, total: number, odds: Float64Array): void {
  for (let rank = 1; rank < KING; rank++) {
    const share = total === 0 ? 0 : Math.min(1, (unseen[rank]! + unseen[KING]!) / total);
    // The chance to miss the rank shrinks by the same factor with every draw.
    let miss = 1;
    for (let draws = 0; draws <= HAND_SIZE; draws++) {
      odds[draws * RANK_SLOTS + rank] = 1 - miss;
      miss *= 1 - share;
    }
  }
}

/**
 * The chance that a player can bring some building pile to `target - 1` (so the card of rank `target` fits):
 * ranks they hold (`have`, by rank, kings at KING) are used first, kings fill gaps, and each missing rank must
 * come from `draws` unseen cards. Piles are treated as independent.
 */
export function reachChance(
  state: CoreState,
  target: number,
  have: Int32Array,
  odds: Float64Array,
  draws: number,
): number {
  if (target === KING) return 1;
  if (target === 0) return 0;
  let miss = 1;
  for (let pile = 0; pile < 4; pile++)
    miss *= pileReachMiss(buildingHeight(state, pile), target, have, odds, draws);
  return 1 - miss;
}

/**
 * `reachChance` for one building pile of height `value` (a natural target, 1 to 12): the chance that this pile
 * can NOT be brought to `target - 1`. Piles are independent, so within a turn it can be kept per height.
 */
export function pileReachMiss(
  value: number,
  target: number,
  have: Int32Array,
  odds: Float64Array,
  draws: number,
): number {
  let kings = have[KING]!;
  let chance = 1;
  const steps = value < target ? target - 1 - value : PILE_TOP - value + target - 1;
  for (let step = 1; step <= steps && chance > 0.001; step++) {
    const rank = ((value + step - 1) % PILE_TOP) + 1;
    if (have[rank]! > 0) continue;
    if (kings > 0) {
      kings--;
      continue;
    }
    chance *= odds[draws * RANK_SLOTS + rank]!;
  }
  return 1 - chance;
}

/** Scratch for `unseenCardChance`: by rank, the chance that no building pile can take a card of that rank. */
const missByRank = new Float64Array(RANK_SLOTS);

/**
 * The chance that a card drawn at random from the unseen ones (the next stock card, say) can be played at once:
 * `reachChance` for each rank it may have, weighted by how many of that rank are unseen.
 */
export function unseenCardChance(
  state: CoreState,
  have: Int32Array,
  unseen: Int32Array,
  odds: Float64Array,
  draws: number,
): number {
  missByRank.fill(1);
  for (let pile = 0; pile < 4; pile++)
    multiplyPileCardMiss(buildingHeight(state, pile), have, odds, draws, missByRank, 0);
  return chanceByMiss(unseen, missByRank, 0);
}

/**
 * Multiplies `miss[offset + rank]`, for each natural rank, by the chance that a building pile of height `value`
 * can NOT be brought to take a card of that rank. One walk up the pile serves every rank at once: before each
 * step, the chance so far is the chance that the step's rank fits.
 */
export function multiplyPileCardMiss(
  value: number,
  have: Int32Array,
  odds: Float64Array,
  draws: number,
  miss: Float64Array,
  offset: number,
): void {
  let kings = have[KING]!;
  let chance = 1;
  for (let step = 1; step <= PILE_TOP; step++) {
    const rank = ((value + step - 1) % PILE_TOP) + 1;
    miss[offset + rank] = miss[offset + rank]! * (1 - chance);
    if (have[rank]! > 0) continue;
    if (kings > 0) {
      kings--;
      continue;
    }
    chance *= odds[draws * RANK_SLOTS + rank]!;
  }
}

/** The chance that an unseen card fits, from `miss[offset + rank]`: by rank, the chance that it does not. */
export function chanceByMiss(unseen: Int32Array, miss: Float64Array, offset: number): number {
  let total = unseen[KING]!;
  let chance = total; // a king always fits
  for (let rank = 1; rank < KING; rank++) {
    const count = unseen[rank]!;
    total += count;
    chance += count * (1 - miss[offset + rank]!);
  }
  return total === 0 ? 0 : chance / total;
}

/** Bit `rank` set for each rank a pile needs to reach `target - 1`, on the pile closest to it. */
export function neededRanks(state: CoreState, target: number): number {
  if (target === KING || target === 0) return 0;
  let best = 0;
  let bestSteps = Infinity;
  for (let pile = 0; pile < 4; pile++) {
    const value = buildingHeight(state, pile);
    const steps = value < target ? target - 1 - value : PILE_TOP - value + target - 1;
    if (steps >= bestSteps) continue;
    bestSteps = steps;
    best = 0;
    for (let step = 1; step <= steps; step++) best |= 1 << (((value + step - 1) % PILE_TOP) + 1);
  }
  return best;
}

export const newRankCounts = (): Int32Array => new Int32Array(RANK_SLOTS);
export const newOdds = (): Float64Array => new Float64Array((HAND_SIZE + 1) * RANK_SLOTS);

/**
 * How many cards the player still lacks, on their best building pile, to play a card of rank `target`: ranks
 * they hold are used first, kings fill gaps. A gradient where `reachChance` is flat: a pile far below the
 * stock card counts as closer with every card built onto it.
 */
export function missingCards(state: CoreState, target: number, have: Int32Array): number {
  if (target === KING || target === 0) return 0;
  let best = Infinity;
  for (let pile = 0; pile < 4; pile++) {
    const value = buildingHeight(state, pile);
    const steps = value < target ? target - 1 - value : PILE_TOP - value + target - 1;
    let missing = 0;
    for (let step = 1; step <= steps; step++) {
      if (have[((value + step - 1) % PILE_TOP) + 1] === 0) missing++;
    }
    best = Math.min(best, Math.max(0, missing - have[KING]!));
  }
  return best;
}

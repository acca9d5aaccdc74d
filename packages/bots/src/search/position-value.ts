/**
 * A learned value of a position at the start of a turn: the chance that the player to move wins, from what that
 * player sees (their own hand, both stock tops and counts, every discard and building pile, how many cards the
 * draw pile holds), never from the opponent's hand, the stocks below their tops or the draw pile's order. A
 * candidate for the top level scores its playouts' ends with it instead of the bare stock lead
 * (docs/bots-history.md, "The top level: a learned value").
 *
 * It is a logistic model over a few facts a player weighs: the stock lead and how near the draw pile's end makes
 * it decisive, how near each stock is to empty, whether the player to move can reach their stock card now, the
 * chance that the opponent reaches theirs with a fresh hand, and the kings held. The weights are data
 * (`position-value-weights.ts`), fitted to the outcomes of solid games by `bench/fit-position-value.ts`.
 */
import {
  discardOf,
  DRAW_PILE,
  HAND_SIZE,
  KING,
  pileLength,
  playerToMove,
  stockOf,
  type CoreState,
} from '@katz/engine/core';
import {
  addDiscardChains,
  addHand,
  clearCounts,
  drawOdds,
  missingCards,
  newOdds,
  newRankCounts,
  reachChance,
  stockRank,
  unseenRanks,
} from '../plan/table-facts.js';
import { POSITION_VALUE_WEIGHTS } from './position-value-weights.js';

/** What the model reads, in the order of its weights. */
export const POSITION_FEATURES = [
  'bias',
  'stock lead',
  'stock lead, draw pile near its end',
  'ahead, draw pile near its end',
  'own stock nearly empty',
  "opponent's stock nearly empty",
  'own stock card reachable now',
  'own stock card reachable now, one card left',
  'own stock card reachable with five cards more',
  "opponent's stock card reachable with a fresh hand",
  "opponent's stock card reachable, one card left",
  'cards own stock card still lacks',
  "cards opponent's stock card still lacks",
  'kings in hand',
  'cards on own discard piles',
  "cards on opponent's discard piles",
] as const;

export const FEATURE_COUNT = POSITION_FEATURES.length;

/** The draw pile's size at which the stock lead weighs half of what it weighs at the end. */
const NEAR_END_CARDS = 12;

export class PositionValue {
  private readonly have = newRankCounts();
  private readonly unseen = newRankCounts();
  private readonly odds = newOdds();
  private readonly features = new Float64Array(FEATURE_COUNT);

  constructor(private readonly weights: readonly number[] = POSITION_VALUE_WEIGHTS) {
    if (weights.length !== FEATURE_COUNT)
      throw new Error(`position value: ${weights.length} weights for ${FEATURE_COUNT} features`);
  }

  /** The chance that the player to move wins, from their view of `state`. */
  winChance(state: CoreState): number {
    const features = this.read(state);
    let sum = 0;
    for (let i = 0; i < FEATURE_COUNT; i++) sum += this.weights[i]! * features[i]!;
    return 1 / (1 + Math.exp(-sum));
  }

  /** The features of `state` from the view of the player to move (the array is reused). */
  read(state: CoreState): Float64Array {
    const me = playerToMove(state);
    const other = 1 - me;
    const f = this.features;
    const own = pileLength(state, stockOf(me));
    const theirs = pileLength(state, stockOf(other));
    const lead = theirs - own;
    const nearEnd = NEAR_END_CARDS / (NEAR_END_CARDS + pileLength(state, DRAW_PILE));
    const ownRank = stockRank(state, me);
    const theirRank = stockRank(state, other);

    const total = unseenRanks(state, me, this.unseen);
    drawOdds(this.unseen, total, this.odds);
    const have = this.have;
    clearCounts(have);
    addHand(state, me, have);
    const handKings = have[KING]!;
    addDiscardChains(state, me, have);
    const reachNow = reachChance(state, ownRank, have, this.odds, 0);
    const reachFresh = reachChance(state, ownRank, have, this.odds, HAND_SIZE);
    const ownMissing = missingCards(state, ownRank, have);
    clearCounts(have);
    addDiscardChains(state, other, have);
    // Their hand is hidden: it counts as a hand drawn from the cards the player to move has not seen.
    const theirReach = reachChance(state, theirRank, have, this.odds, HAND_SIZE);
    const theirMissing = missingCards(state, theirRank, have);

    f[0] = 1;
    f[1] = lead;
    f[2] = lead * nearEnd;
    f[3] = Math.sign(lead) * nearEnd;
    f[4] = 1 / Math.max(1, own);
    f[5] = 1 / Math.max(1, theirs);
    f[6] = reachNow;
    f[7] = own === 1 ? reachNow : 0;
    f[8] = reachFresh;
    f[9] = theirReach;
    f[10] = theirs === 1 ? theirReach : 0;
    f[11] = ownMissing;
    f[12] = theirMissing;
    f[13] = handKings;
    f[14] = discardCards(state, me);
    f[15] = discardCards(state, other);
    return f;
  }
}

function discardCards(state: CoreState, player: number): number {
  let cards = 0;
  for (let pile = 0; pile < 4; pile++) cards += pileLength(state, discardOf(player, pile));
  return cards;
}

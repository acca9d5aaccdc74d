/**
 * The solid player's judgement of how a turn ends. In words:
 * - a stock card played is worth far more than anything else, and the turn goes on after it: the cards kept
 *   should be able to play the next stock card, still unseen, so a stock card is played with as few as it needs;
 * - the opponent should not be able to play their stock top next turn: every building pile that their
 *   discard piles, kings and likely hand cards can bring to one below it counts against a plan, the more so
 *   where their next stock card would likely follow;
 * - our own next turn should reach our stock card: cards that lead there are kept, kings above all;
 * - an emptied hand draws five new cards, worth as much as the chance they give to reach the stock now;
 * - discards keep piles useful: a card on a card one higher (a descending run) or on its own rank is good,
 *   burying a lower card is bad, and a king belongs in the hand.
 */
import {
  cardAt,
  discardOf,
  DRAW_PILE,
  HAND_SIZE,
  handOf,
  isOver,
  KING,
  pileLength,
  playerToMove,
  rankOf,
  stockOf,
  topCard,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import {
  addDiscardChains,
  addHand,
  clearCounts,
  drawOdds,
  missingCards,
  neededRanks,
  newOdds,
  newRankCounts,
  reachChance,
  stockRank,
  unseenCardChance,
  unseenRanks,
} from './table-facts.js';
import { ThreatOdds } from './threat-odds.js';
import { END_STOCK, type PlanEnd, type TurnJudge } from './turn-search.js';

export interface SolidWeights {
  /** Each stock card played. */
  readonly stock: number;
  /** Seeing a new stock card with the turn still going. */
  readonly continuation: number;
  /** After a stock play, times the chance to play the next (still unseen) stock card with the cards kept. */
  readonly nextStock: number;
  /** Times the chance that the opponent can play their stock top next turn. */
  readonly threat: number;
  /** How much more the threat weighs when the opponent's next stock card is likely to follow (times that chance). */
  readonly threatChain: number;
  /** The share of the threat counted right after a stock play, when the turn goes on. */
  readonly stockThreatShare: number;
  /** Times the chance to reach our stock card next turn. */
  readonly prospects: number;
  /** Times the chance to reach our stock card with a refilled hand, right away. */
  readonly refill: number;
  /** Each card we lack to play our stock card, on the best building pile. */
  readonly gap: number;
  /** Each hand card played onto a building pile (new cards next turn). */
  readonly cycle: number;
  /**
   * Near the end of the draw pile, each hand card played (which draws a card more) times our stock lead: ahead,
   * we hurry the end; behind, we play for time.
   */
  readonly race: number;
  /** Each king kept in hand or on a discard top. */
  readonly king: number;
  /** Discarding onto a card one higher. */
  readonly run: number;
  /** Discarding onto a card of the same rank. */
  readonly pair: number;
  /** Discarding onto an empty pile. */
  readonly emptyPile: number;
  /** Burying a lower card, plus per rank of difference. */
  readonly bury: number;
  readonly buryPerRank: number;
  /** Burying a card that leads to our stock card. */
  readonly buryNeeded: number;
  /** Discarding a card whose rank we also keep in hand. */
  readonly duplicate: number;
  /** Discarding a card that leads to our stock card. */
  readonly discardNeeded: number;
}

const SOLID_WEIGHTS: SolidWeights = {
  stock: 150,
  continuation: 25,
  nextStock: 100,
  threat: 100,
  threatChain: 2,
  stockThreatShare: 0.5,
  prospects: 50,
  refill: 60,
  gap: -4,
  cycle: 0,
  race: 3,
  king: 12,
  run: 5,
  pair: 3,
  emptyPile: 2,
  bury: -6,
  buryPerRank: -0.5,
  buryNeeded: -12,
  duplicate: 8,
  discardNeeded: -4,
};

/** The most `SolidJudge.discard` can add: the best each of its terms can do, as it adds them up. */
function discardCeiling(w: SolidWeights): number {
  const byRank = Math.max(0, -w.king) + Math.max(0, w.discardNeeded) + Math.max(0, w.duplicate);
  let burying = 0;
  for (let ranksBelow = 1; ranksBelow < KING; ranksBelow++)
    burying = Math.max(burying, w.bury + w.buryPerRank * ranksBelow);
  const byPile = Math.max(w.emptyPile, w.run, w.pair, w.bury - w.king, burying + Math.max(0, w.buryNeeded));
  return byRank + byPile;
}

/** A game decided by the end of the draw pile, won or lost: beyond any other consideration. */
const DECIDED = 1e6;
/** The race for the end of the draw pile starts to matter below this many cards. */
const RACE_DRAW_PILE = 40;

export class SolidJudge implements TurnJudge {
  private me = 0;
  private other = 0;
  /** The piles read at every position judged, named once per turn. */
  private myStock = 0;
  private myHand = 0;
  private otherStock = 0;
  private startStock = 0;
  private startHand = 0;
  private myRank = 0;
  private readonly unseen = newRankCounts();
  private readonly odds = newOdds();
  private readonly have = newRankCounts();
  /** The chance that the opponent can play their stock top next turn. */
  private readonly threat = new ThreatOdds();
  private needed = 0;

  readonly discardCeiling: number;

  constructor(private readonly weights: SolidWeights = SOLID_WEIGHTS) {
    this.discardCeiling = discardCeiling(weights);
  }

  begin(start: CoreState): void {
    this.namePiles(start);
    const total = unseenRanks(start, this.me, this.unseen);
    drawOdds(this.unseen, total, this.odds);
    this.threat.begin(start, this.other, this.unseen, this.odds, this.weights.threatChain);
  }

  /** The piles and the stock rank that every position of the turn from `start` is judged by. */
  private namePiles(start: CoreState): void {
    this.me = playerToMove(start);
    this.other = 1 - this.me;
    this.myStock = stockOf(this.me);
    this.myHand = handOf(this.me);
    this.otherStock = stockOf(this.other);
    this.startStock = pileLength(start, this.myStock);
    this.startHand = pileLength(start, this.myHand);
    this.myRank = stockRank(start, this.me);
  }

  /** Kings in hand (unless the hand was just refilled with cards we may not know yet) and on discard tops. */
  private kingsKept(state: CoreState, refilled: boolean): number {
    let kings = 0;
    const hand = this.myHand;
    const length = pileLength(state, hand);
    if (!refilled) for (let i = 0; i < length; i++) if (rankOf(cardAt(state, hand, i)) === KING) kings++;
    for (let pile = 0; pile < 4; pile++) {
      const discardPile = discardOf(this.me, pile);
      if (pileLength(state, discardPile) > 0 && rankOf(topCard(state, discardPile)) === KING) kings++;
    }
    return kings;
  }

  private common(state: CoreState, refilled: boolean, threatShare = 1): number {
    return this.gains(state, refilled) - this.weights.threat * threatShare * this.threat.chance(state);
  }

  /** `common` before the opponent's threat is taken off: stock cards and hand cards played, kings kept. */
  private gains(state: CoreState, refilled: boolean): number {
    const w = this.weights;
    const myStock = pileLength(state, this.myStock);
    const played = this.startStock - myStock;
    const handPlayed = refilled ? this.startHand : this.startHand - pileLength(state, this.myHand);
    const lead = Math.max(-3, Math.min(3, pileLength(state, this.otherStock) - myStock));
    const urgency = Math.max(0, 1 - pileLength(state, DRAW_PILE) / RACE_DRAW_PILE);
    return (
      w.stock * played +
      (w.cycle + w.race * lead * urgency) * handPlayed +
      w.king * this.kingsKept(state, refilled)
    );
  }

  /**
   * When the refill at the end of this turn takes the last cards of the draw pile, the game ends there and the
   * shorter stock wins (rule 9): then the plan's worth is known exactly. Null while the game goes on.
   */
  private drawPileEnding(state: CoreState, handAfter: number): number | null {
    if (pileLength(state, DRAW_PILE) > HAND_SIZE - handAfter) return null;
    const mine = pileLength(state, this.myStock);
    const theirs = pileLength(state, this.otherStock);
    return mine < theirs ? DECIDED : mine > theirs ? -DECIDED : 0;
  }

  /**
   * Reads the facts `discard` reads off `state`, and returns the game's result when the refill after this
   * position's discard ends it (null while it goes on).
   */
  private readDiscardFacts(state: CoreState): number | null {
    // The facts `discard` reads are this position's, also when the game ends here: left from another
    // position, they made the same position's discards depend on what was judged before.
    const have = this.have;
    clearCounts(have);
    addHand(state, this.me, have);
    addDiscardChains(state, this.me, have);
    const ending = this.drawPileEnding(state, pileLength(state, this.myHand) - 1);
    this.needed = ending === null ? neededRanks(state, this.myRank) : 0;
    return ending;
  }

  /**
   * `settle` and a discard at their most: its gains, the chance to reach the stock at 1, and nothing taken off
   * for the threat or the gap (with weights that make those add, there is no ceiling). Summed in `settle`'s
   * order, so that rounding cannot take `settle` above it. A game the refill ends is worth its result.
   */
  ceiling(state: CoreState): number {
    const w = this.weights;
    if (w.threat < 0 || w.gap > 0) return Infinity;
    if (this.drawPileEnding(state, pileLength(state, this.myHand) - 1) !== null) return Infinity;
    return this.gains(state, false) + Math.max(0, w.prospects) + this.discardCeiling;
  }

  settle(state: CoreState): number {
    const ending = this.readDiscardFacts(state);
    if (ending !== null) return ending;
    const have = this.have;
    // After the discard the hand holds one card less, and the refill draws the rest up to a full hand.
    const draws = Math.min(HAND_SIZE, HAND_SIZE + 1 - pileLength(state, this.myHand));
    return (
      this.common(state, false) +
      this.weights.prospects * reachChance(state, this.myRank, have, this.odds, draws) +
      this.weights.gap * missingCards(state, this.myRank, have)
    );
  }

  discard(state: CoreState, card: CardCode, pile: number): number {
    const w = this.weights;
    const rank = rankOf(card);
    let value = 0;
    if (rank === KING) value -= w.king;
    if ((this.needed >> rank) & 1) value += w.discardNeeded;
    if (this.have[rank]! > 1) value += w.duplicate;
    const discardPile = discardOf(this.me, pile);
    if (pileLength(state, discardPile) === 0) return value + w.emptyPile;
    const top = rankOf(topCard(state, discardPile));
    if (top === rank + 1) return value + w.run;
    if (top === rank) return value + w.pair;
    if (top === KING) return value + w.bury - w.king;
    if (top < rank) value += w.bury + w.buryPerRank * (rank - top);
    // A needed card under another waits for that card to be played, whether it is lower or higher.
    if ((this.needed >> top) & 1 && this.have[top] === 1) value += w.buryNeeded;
    return value;
  }

  /**
   * Whether a player who judges as this judge does, to move at `state` and discarding there, could have
   * discarded `card` onto `pile`: no other card of the hand onto any pile is worth more. Every discard of a
   * position adds to the same settled value, and a planner that plans again before each action (the solid
   * level) starts its last plan at `state` itself, so this is what its choice of discard shows of its hand.
   */
  couldDiscard(state: CoreState, card: CardCode, pile: number): boolean {
    this.namePiles(state);
    this.readDiscardFacts(state);
    const chosen = this.discard(state, card, pile);
    const hand = this.myHand;
    const length = pileLength(state, hand);
    for (let i = 0; i < length; i++) {
      const other = cardAt(state, hand, i);
      for (let target = 0; target < 4; target++) {
        if (this.discard(state, other, target) > chosen + 1e-9) return false;
      }
    }
    return true;
  }

  pause(state: CoreState, end: PlanEnd): number {
    // The turn goes on after a stock play, with the same cards to cover a pile the opponent wants, so the
    // threat is weighed when the turn ends. Plans reach the stock first and decide on blocks afterwards.
    if (end === END_STOCK) {
      const have = this.have;
      clearCounts(have);
      addHand(state, this.me, have);
      addDiscardChains(state, this.me, have);
      return (
        this.common(state, false, this.weights.stockThreatShare) +
        this.weights.continuation +
        this.weights.nextStock * unseenCardChance(state, have, this.unseen, this.odds, 0)
      );
    }
    if (isOver(state)) return this.drawPileEnding(state, 0) ?? 0;
    // A refill: the discard piles as they are, and a hand of unseen cards, to reach the stock card right away.
    const have = this.have;
    clearCounts(have);
    addDiscardChains(state, this.me, have);
    return (
      this.common(state, true) +
      this.weights.refill * reachChance(state, this.myRank, have, this.odds, HAND_SIZE)
    );
  }
}

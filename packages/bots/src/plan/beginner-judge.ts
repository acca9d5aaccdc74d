/**
 * The beginner's judgement: natural but shortsighted. It plays its stock when it can and otherwise likes to play
 * out as many cards as it can, kings included; it discards its highest card, onto a pile with the same rank or
 * an empty one if there is such a pile. It never asks what its builds give the opponent.
 */
import {
  discardOf,
  handOf,
  KING,
  pileLength,
  playerToMove,
  rankOf,
  stockOf,
  topCard,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import { END_STOCK, type PlanEnd, type TurnJudge } from './turn-search.js';

export class BeginnerJudge implements TurnJudge {
  /** `discard` at its most: a king's half rank onto a pile of its own rank. */
  readonly discardCeiling = KING * 0.5 + 2;
  private me = 0;
  private startStock = 0;
  private startHand = 0;

  begin(start: CoreState): void {
    this.me = playerToMove(start);
    this.startStock = pileLength(start, stockOf(this.me));
    this.startHand = pileLength(start, handOf(this.me));
  }

  settle(state: CoreState): number {
    return (
      100 * (this.startStock - pileLength(state, stockOf(this.me))) +
      4 * (this.startHand - pileLength(state, handOf(this.me)))
    );
  }

  ceiling(state: CoreState): number {
    return this.settle(state) + this.discardCeiling;
  }

  discard(state: CoreState, card: CardCode, pile: number): number {
    const rank = rankOf(card);
    const discardPile = discardOf(this.me, pile);
    const length = pileLength(state, discardPile);
    const fit = length === 0 ? 1 : rankOf(topCard(state, discardPile)) === rank ? 2 : -0.1 * pile;
    return rank * 0.5 + fit;
  }

  pause(state: CoreState, end: PlanEnd): number {
    if (end === END_STOCK) return this.settle(state) + 10;
    return 100 * (this.startStock - pileLength(state, stockOf(this.me))) + 4 * this.startHand + 10;
  }
}

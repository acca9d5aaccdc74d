/**
 * The beginner's judgement: natural but shortsighted. It plays its stock when it can and otherwise likes to play
 * out as many cards as it can, kings included; it discards its highest card, onto a pile with the same rank or
 * an empty one if there is such a pile. It never asks what its builds give the opponent.
 */
import { base, discardOf, handOf, pileLength, stockOf, TO_MOVE, type CoreState } from '@katz/engine/core';
import { END_STOCK, type PlanEnd, type TurnJudge } from './turn-search.js';

export class BeginnerJudge implements TurnJudge {
  private me = 0;
  private startStock = 0;
  private startHand = 0;

  begin(start: CoreState): void {
    this.me = start[TO_MOVE]!;
    this.startStock = start[stockOf(this.me)]!;
    this.startHand = start[handOf(this.me)]!;
  }

  settle(state: CoreState): number {
    return (
      100 * (this.startStock - state[stockOf(this.me)]!) + 4 * (this.startHand - state[handOf(this.me)]!)
    );
  }

  discard(state: CoreState, card: number, pile: number): number {
    const rank = card >> 2;
    const discardPile = discardOf(this.me, pile);
    const length = pileLength(state, discardPile);
    const fit = length === 0 ? 1 : state[base(discardPile) + length - 1]! >> 2 === rank ? 2 : -0.1 * pile;
    return rank * 0.5 + fit;
  }

  pause(state: CoreState, end: PlanEnd): number {
    if (end === END_STOCK) return this.settle(state) + 10;
    return 100 * (this.startStock - state[stockOf(this.me)]!) + 4 * this.startHand + 10;
  }
}

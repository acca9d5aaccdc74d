/**
 * What a player's last discard says about the cards they kept. A turn ends with a discard, and a player who
 * judges discards as the solid judgement does puts down the card that judgement rates highest, onto the pile it
 * rates highest: so no card they kept was worth more to discard than the one they put down. A kept pair (worth
 * a card of it discarded), a king put down while a plain card was held, a run missed: such hands are ruled out.
 *
 * The check rebuilds the table as it stood before that discard from a world as it stands now: the cards the
 * player drew after the discard go back onto the draw pile, the discarded card back into the hand.
 */
import {
  copyInto,
  createCoreState,
  discardOf,
  DRAW_PILE,
  handOf,
  pileLength,
  pop,
  push,
  setPlayerToMove,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';
import { SolidJudge } from './solid-judge.js';

export interface DiscardQuestion {
  /** How many of the player's hand cards, from the first, they held through the discard: the rest came later. */
  readonly held: number;
  /** The card they discarded: the top of `pile`, one of their discard piles (0 to 3). */
  readonly card: CardCode;
  readonly pile: number;
}

export class DiscardCheck {
  private readonly judge = new SolidJudge();
  private readonly before = createCoreState();

  /**
   * Whether `player`, holding the first `question.held` cards of their hand in `world`, could have made the
   * discard of `question` by the solid judgement, on the table `world` shows (which that discard ended).
   */
  couldHaveDiscarded(world: CoreState, player: number, question: DiscardQuestion): boolean {
    const before = this.before;
    copyInto(before, world);
    const hand = handOf(player);
    while (pileLength(before, hand) > question.held) push(before, DRAW_PILE, pop(before, hand));
    push(before, hand, pop(before, discardOf(player, question.pile)));
    setPlayerToMove(before, player);
    return this.judge.couldDiscard(before, question.card, question.pile);
  }
}

/**
 * What the opponent's last turn says about their hand. Every player plays their stock top when they can: it is
 * the way to win. So when the opponent ended a turn without playing it, the cards they still held could not
 * reach it on the building piles as they left them. At the end of a turn a player draws back to five cards, so
 * of the five the opponent holds when our turn starts, the ones they did not just draw are such cards; how many
 * they drew shows in the draw pile, which shrank by that much since our own turn ended.
 *
 * Worlds in which the held cards could have reached the stock top are ones the opponent's play rules out; a
 * search that samples them overrates the opponent's next turn. `ReadingSampler` draws again in their place.
 *
 * It reads nothing but the views the player was shown, in order: the draw pile's count at the end of our turn
 * and at the start of the next, and the building piles then. A bot made in the middle of a game counts from the
 * game's first draw pile, which shows more than a hand's worth drawn, so it reads nothing until its turn ends.
 * (Made in the middle of its first turn, it would read the piles as its own plays left them: a rarer world
 * drawn again now and then, nothing it may not see.)
 */
import { HAND_SIZE, STOCK_SIZE, type Action, type PositionView } from '@katz/engine';
import { couldReachStock, type ReachQuestion } from '../plan/stock-reach.js';
import type { WorldSampler } from './plan-search.js';

/** The draw pile when the game starts: three decks less two stocks and two hands. */
const FIRST_DRAW_PILE = 3 * 52 - 2 * STOCK_SIZE - 2 * HAND_SIZE;

/** Draws before a world is taken as it is, though the opponent's play rules it out. */
const MAX_DRAWS = 16;

export class LastTurnReader {
  /** The draw pile's count after our last turn's refill; the game's first when we have not played yet. */
  private drawPileAfterOurTurn = FIRST_DRAW_PILE;
  private inOurTurn = false;
  private question: ReachQuestion | null = null;

  /** What the opponent's last turn rules out, for a decision on `view`: null when it rules out nothing. */
  observe(view: PositionView): ReachQuestion | null {
    if (this.inOurTurn) return this.question;
    this.inOurTurn = true;
    this.question = null;
    const opponent = view.players[view.toMove === 0 ? 1 : 0];
    const drawn = this.drawPileAfterOurTurn - view.drawPileCount;
    const top = opponent.stockTop;
    // A king on top they would have played on any pile; one still there says the rule above is not theirs.
    const read = drawn >= 1 && drawn < HAND_SIZE && opponent.handCount === HAND_SIZE;
    if (read && top !== null && !top.startsWith('K')) {
      this.question = { held: HAND_SIZE - drawn, heights: view.building.map((pile) => pile.length) };
    }
    return this.question;
  }

  /** Our action on `view`; a discard ends our turn, and our hand is then refilled from the draw pile. */
  acted(view: PositionView, action: Action): void {
    if (action.type !== 'discard') return;
    const hand = view.players[view.toMove].handCount - 1;
    this.drawPileAfterOurTurn = Math.max(0, view.drawPileCount - (HAND_SIZE - hand));
    this.inOurTurn = false;
  }
}

/**
 * Samples worlds as `sample` does, drawing again (up to a bound) while the opponent's first `question.held`
 * cards could have played their stock top on the piles they left.
 */
export function readingSampler(
  sample: WorldSampler,
  opponent: number,
  question: ReachQuestion | null,
): WorldSampler {
  if (question === null) return sample;
  return (random, into) => {
    for (let draw = 1; draw < MAX_DRAWS; draw++) {
      sample(random, into);
      if (!couldReachStock(into, opponent, question)) return into;
    }
    return sample(random, into);
  };
}

/**
 * What the opponent's last turn says about their hand. Every player plays their stock top when they can: it is
 * the way to win. So when the opponent ended a turn without playing it, the cards they still held could not
 * reach it on the building piles as they left them. At the end of a turn a player draws back to five cards, so
 * of the five the opponent holds when our turn starts, the ones they did not just draw are such cards; how many
 * they drew shows in the draw pile, which shrank by that much since our own turn ended.
 *
 * Worlds in which the held cards could have reached the stock top are ones the opponent's play rules out; a
 * search that samples them overrates the opponent's next turn. `ReadingSampler` draws again in their place.
 * A reader may also read the turn's last action, the discard (`discard-read.ts`): the held cards are then ones
 * that the solid judgement would rather keep than the card put down. That assumes an opponent who discards as
 * the solid level does, which is a model of them and may be wrong; a world it rules out is only drawn again,
 * up to a bound.
 *
 * It reads nothing but the views the player was shown, in order: the draw pile's count at the end of our turn
 * and at the start of the next, the building piles then, and the opponent's discard piles at both times. A bot
 * made in the middle of a game counts from the game's first draw pile, which shows more than a hand's worth
 * drawn, so it reads nothing until its turn ends.
 * (Made in the middle of its first turn, it would read the piles as its own plays left them: a rarer world
 * drawn again now and then, nothing it may not see.)
 */
import {
  endsTurn,
  HAND_SIZE,
  STOCK_SIZE,
  type Action,
  type Card,
  type Piles,
  type PositionView,
} from '@katz/engine';
import { cardCode, type CoreState } from '@katz/engine/core';
import { DiscardCheck, type DiscardQuestion } from '../plan/discard-read.js';
import { couldReachStock, type ReachQuestion } from '../plan/stock-reach.js';
import type { WorldSampler } from './plan-search.js';

/** The draw pile when the game starts: three decks less two stocks and two hands. */
const FIRST_DRAW_PILE = 3 * 52 - 2 * STOCK_SIZE - 2 * HAND_SIZE;

/** Draws before a world is taken as it is, though the opponent's play rules it out. */
const MAX_DRAWS = 16;

/** What the opponent's last turn says: each part null where it says nothing. */
export interface LastTurnReading {
  /** The held cards could not reach their stock top (`stock-reach.ts`). */
  readonly reach: ReachQuestion | null;
  /** The held cards were no better to discard than the card put down (`discard-read.ts`); read when asked. */
  readonly discard: DiscardQuestion | null;
}

const NOTHING: LastTurnReading = { reach: null, discard: null };

/**
 * The discard that ended a turn, from the player's discard piles before and after it: one pile is the other's
 * with some top cards played off and one card put on. Null where that does not show (a card put down where an
 * equal one was played off).
 */
function lastDiscard(before: Piles, after: Piles): { card: Card; pile: number } | null {
  let found: { card: Card; pile: number } | null = null;
  for (let pile = 0; pile < 4; pile++) {
    const was = before[pile]!;
    const is = after[pile]!;
    let common = 0;
    while (common < was.length && common < is.length && was[common] === is[common]) common++;
    if (common === is.length) continue;
    if (common !== is.length - 1 || found !== null) return null;
    found = { card: is[common]!, pile };
  }
  return found;
}

export class LastTurnReader {
  /** The draw pile's count after our last turn's refill; the game's first when we have not played yet. */
  private drawPileAfterOurTurn = FIRST_DRAW_PILE;
  /** The opponent's discard piles as our last turn ended them; null before our first discard. */
  private discardsAfterOurTurn: Piles | null = null;
  private inOurTurn = false;
  private reading: LastTurnReading = NOTHING;

  /** `readsDiscard`: whether the opponent's discard is read as well as their stock top. */
  constructor(private readonly readsDiscard = false) {}

  /** What the opponent's last turn rules out, for a decision on `view`. */
  observe(view: PositionView): LastTurnReading {
    if (this.inOurTurn) return this.reading;
    this.inOurTurn = true;
    const opponent = view.players[view.toMove === 0 ? 1 : 0];
    const drawn = this.drawPileAfterOurTurn - view.drawPileCount;
    const top = opponent.stockTop;
    // Read only when the turn ended by a discard and a refill from the draw pile, with no refill before.
    if (!(drawn >= 1 && drawn < HAND_SIZE && opponent.handCount === HAND_SIZE)) {
      this.reading = NOTHING;
      return this.reading;
    }
    const held = HAND_SIZE - drawn;
    // A king on top they would have played on any pile; one still there says the rule above is not theirs.
    const reach =
      top !== null && !top.startsWith('K')
        ? { held, heights: view.building.map((pile) => pile.length) }
        : null;
    const discarded =
      this.readsDiscard && this.discardsAfterOurTurn !== null
        ? lastDiscard(this.discardsAfterOurTurn, opponent.discards)
        : null;
    const discard =
      discarded === null ? null : { held, card: cardCode(discarded.card), pile: discarded.pile };
    this.reading = { reach, discard };
    return this.reading;
  }

  /** Our action on `view`; a discard ends our turn, and our hand is then refilled from the draw pile. */
  acted(view: PositionView, action: Action): void {
    if (!endsTurn(action)) return;
    const hand = view.players[view.toMove].handCount - 1;
    this.drawPileAfterOurTurn = Math.max(0, view.drawPileCount - (HAND_SIZE - hand));
    // Our turn leaves the opponent's discard piles as they are, so the view before our discard shows them.
    this.discardsAfterOurTurn = view.players[view.toMove === 0 ? 1 : 0].discards;
    this.inOurTurn = false;
  }
}

/**
 * Samples worlds as `sample` does, drawing again (up to a bound) while the opponent's held cards go against
 * `reading`: they could have played their stock top on the piles they left, or discarded better.
 */
export function readingSampler(
  sample: WorldSampler,
  opponent: number,
  reading: LastTurnReading | null,
): WorldSampler {
  if (reading === null || (reading.reach === null && reading.discard === null)) return sample;
  const { reach, discard } = reading;
  const check = new DiscardCheck();
  const ruledOut = (world: CoreState) =>
    (reach !== null && couldReachStock(world, opponent, reach)) ||
    (discard !== null && !check.couldHaveDiscarded(world, opponent, discard));
  return (random, into) => {
    for (let draw = 1; draw < MAX_DRAWS; draw++) {
      sample(random, into);
      if (!ruledOut(into)) return into;
    }
    return sample(random, into);
  };
}

/**
 * From what a player sees to a whole game the bots can search: the visible cards go where the view puts them,
 * and every hidden place (the other hand, both stocks below their tops, the draw pile) is filled with a random
 * draw from the cards the player has not seen: three copies of each card, less every card in view. So a bot
 * searches worlds that agree with everything it knows, and with nothing it does not.
 */
import { ALL_CARDS, type Card, type PositionView, type Random } from '@katz/engine';
import {
  buildingPile,
  CARD_CODE_LIMIT,
  cardCode,
  COPIES_OF_EACH_CARD,
  createCoreState,
  discardOf,
  DRAW_PILE,
  handOf,
  push,
  REMOVED,
  setPlayerToMove,
  stockOf,
  type CardCode,
  type CoreState,
} from '@katz/engine/core';

/** A view a bot cannot decide on: not its turn, its hand missing, or more cards than three decks hold. */
export class UnplayableViewError extends Error {
  override readonly name = 'UnplayableViewError';
}

/** Checks that the view is a seat's own, which shows that seat's hand. */
function checkSeatView(view: PositionView): asserts view is PositionView & { viewer: 0 | 1 } {
  if (view.viewer === null)
    throw new UnplayableViewError('a spectator sees neither hand: no seat to sample for');
  if (view.players[view.viewer].hand === undefined) {
    throw new UnplayableViewError(`the view of player ${view.viewer} lacks that player's hand`);
  }
}

/** Checks that the view is the one of the player to move, who can see their own hand. */
function checkDecisionView(view: PositionView): asserts view is PositionView & { viewer: 0 | 1 } {
  if (view.viewer !== view.toMove) {
    throw new UnplayableViewError(
      `a bot decides for the player to move (${view.toMove}), but this is the view of ${String(view.viewer)}`,
    );
  }
  checkSeatView(view);
}

/** Card codes of every card the view shows, each as often as it appears. */
function visibleCodes(view: PositionView): CardCode[] {
  const codes: CardCode[] = [];
  const add = (cards: readonly Card[]) => {
    for (const card of cards) codes.push(cardCode(card));
  };
  for (const player of view.players) {
    if (player.stockTop !== null) add([player.stockTop]);
    if (player.hand !== undefined) add(player.hand);
    for (const pile of player.discards) add(pile);
  }
  for (const pile of view.building) add(pile);
  add(view.removed);
  return codes;
}

const ALL_CODES: readonly CardCode[] = ALL_CARDS.map(cardCode);

/** How many copies of each card code the viewer has not seen. */
function unseenCounts(view: PositionView): Uint8Array {
  const counts = new Uint8Array(CARD_CODE_LIMIT);
  for (const code of ALL_CODES) counts[code] = COPIES_OF_EACH_CARD;
  for (const code of visibleCodes(view)) {
    if (counts[code] === 0)
      throw new UnplayableViewError(`the view shows more than ${COPIES_OF_EACH_CARD} copies of a card`);
    counts[code] = counts[code]! - 1;
  }
  return counts;
}

/**
 * The view's fixed part, and the pool of unseen cards to deal into its hidden places. Computing this once per
 * decision lets a search sample many worlds cheaply.
 */
export interface Determinizer {
  /** The viewer's player index (for a bot's decision, the player to move). */
  readonly me: 0 | 1;
  /** Unseen card codes, one entry per copy. */
  readonly pool: Uint8Array;
  /** A fresh world consistent with the view; `into` is overwritten when given. */
  sample(random: Random, into?: CoreState): CoreState;
}

export function determinizer(view: PositionView): Determinizer {
  checkDecisionView(view);
  return seatDeterminizer(view);
}

/**
 * Worlds that agree with a seat's view whoever is to move: the game review weighs a seat's chances also while
 * the other seat is to move (after its own refill), from what the seat saw then.
 */
export function seatDeterminizer(view: PositionView): Determinizer {
  checkSeatView(view);
  const counts = unseenCounts(view);
  const poolCards: number[] = [];
  counts.forEach((count, code) => {
    for (let i = 0; i < count; i++) poolCards.push(code);
  });
  const pool = Uint8Array.from(poolCards);
  const me = view.viewer;
  const other = me === 0 ? 1 : 0;
  // A view given to a bot never shows the other hand; the decision-quality bench's reference that sees it
  // (the worth of reading the opponent) passes a view that does, and then those cards are not hidden.
  const hiddenCount =
    (view.players[other].hand === undefined ? view.players[other].handCount : 0) +
    Math.max(0, view.players[0].stockCount - 1) +
    Math.max(0, view.players[1].stockCount - 1) +
    view.drawPileCount;
  if (hiddenCount > pool.length) {
    throw new UnplayableViewError(
      `the view hides ${hiddenCount} cards, but only ${pool.length} cards are not in view`,
    );
  }
  const fixed = createCoreState();
  setPlayerToMove(fixed, view.toMove);
  const fill = (state: CoreState, pile: number, cards: readonly Card[]) => {
    for (const card of cards) push(state, pile, cardCode(card));
  };
  view.players.forEach((player, index) => {
    if (player.hand !== undefined) fill(fixed, handOf(index), player.hand);
    player.discards.forEach((pile, pileIndex) => {
      fill(fixed, discardOf(index, pileIndex), pile);
    });
  });
  view.building.forEach((pile, index) => {
    fill(fixed, buildingPile(index), pile);
  });
  fill(fixed, REMOVED, view.removed);
  const stockTops = view.players.map((player, index) => {
    if (player.stockCount === 0) return null;
    if (player.stockTop === null) {
      throw new UnplayableViewError(`player ${index} has ${player.stockCount} stock cards but no top card`);
    }
    return cardCode(player.stockTop);
  });
  const shuffled = new Uint8Array(pool.length);

  return {
    me,
    pool,
    sample(random, into = createCoreState()) {
      into.set(fixed);
      shuffled.set(pool);
      // A partial Fisher-Yates shuffle: only as many cards as there are hidden places are drawn.
      let next = 0;
      const draw = (): number => {
        const j = next + random.below(shuffled.length - next);
        const card = shuffled[j]!;
        shuffled[j] = shuffled[next]!;
        shuffled[next] = card;
        next++;
        return card;
      };
      view.players.forEach((player, index) => {
        const top = stockTops[index];
        if (top !== null && top !== undefined) {
          for (let i = 1; i < player.stockCount; i++) push(into, stockOf(index), draw());
          push(into, stockOf(index), top);
        }
        if (player.hand === undefined)
          for (let i = 0; i < player.handCount; i++) push(into, handOf(index), draw());
      });
      for (let i = 0; i < view.drawPileCount; i++) push(into, DRAW_PILE, draw());
      return into;
    },
  };
}

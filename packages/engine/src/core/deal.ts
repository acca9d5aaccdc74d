/**
 * Shuffle "km1" and the deal, as docs/formats.md specifies them: the 156 cards in canonical order (deck 1 to 3,
 * suits S H D C, ranks A to K), a Fisher-Yates shuffle from the last position down, then stocks, hands and
 * draw pile cut from the shuffled row, and finally the starting player.
 */
import { codeOf, COPIES_OF_EACH_CARD, DECK_SIZE, KING, SUIT_COUNT } from '../card-code.js';
import { HAND_SIZE, STOCK_SIZE } from '../position.js';
import type { Random } from '../random.js';
import {
  base,
  createCoreState,
  DRAW_PILE,
  handOf,
  setPlayerToMove,
  stockOf,
  type CoreState,
} from './table.js';

const CANONICAL_DECK = Uint8Array.from(
  Array.from({ length: COPIES_OF_EACH_CARD }, () =>
    Array.from({ length: SUIT_COUNT }, (_, suit) =>
      Array.from({ length: KING }, (_, rank) => codeOf(rank + 1, suit)),
    ),
  ).flat(2),
);

/** The shuffled row of all 156 card codes; `into` is reused when given, since search deals a lot. */
function shuffledDeck(random: Random, into = new Uint8Array(DECK_SIZE)): Uint8Array {
  into.set(CANONICAL_DECK);
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = random.below(i + 1);
    const card = into[i]!;
    into[i] = into[j]!;
    into[j] = card;
  }
  return into;
}

const row = new Uint8Array(DECK_SIZE);

/**
 * Deals a new game: row[0..15) is player 0's stock and row[15..30) player 1's (bottom to top), row[30..35) and
 * row[35..40) their hands, the rest the draw pile (its last card drawn first); then one more draw picks who starts.
 */
export function dealCore(random: Random, into: CoreState = createCoreState()): CoreState {
  into.fill(0);
  shuffledDeck(random, row);
  let next = 0;
  const cut = (pile: number, count: number) => {
    into.set(row.subarray(next, next + count), base(pile));
    into[pile] = count;
    next += count;
  };
  cut(stockOf(0), STOCK_SIZE);
  cut(stockOf(1), STOCK_SIZE);
  cut(handOf(0), HAND_SIZE);
  cut(handOf(1), HAND_SIZE);
  cut(DRAW_PILE, DECK_SIZE - next);
  setPlayerToMove(into, random.below(2));
  return into;
}

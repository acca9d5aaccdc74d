/**
 * Checks of the cards on the table that positions and views share: building piles in sequence, removed cards
 * as completed piles, and no card more often than three decks hold it. Each fails with the path of the fault.
 */
import { cardCode, type Card } from './cards.js';
import { COMPLETE_PILE, fitsOnPile } from './core/building.js';
import { CARD_CODE_LIMIT, COPIES_OF_EACH_CARD } from './card-code.js';
import { childPath, fail } from './input-error.js';

export function checkBuildingPile(pile: readonly Card[], path: string): void {
  if (pile.length >= COMPLETE_PILE) {
    fail(
      'building-complete',
      path,
      `a building pile holds at most ${COMPLETE_PILE - 1} cards: one that reaches Q is removed from the game at once`,
    );
  }
  pile.forEach((card, index) => {
    if (!fitsOnPile(cardCode(card), index)) {
      fail(
        'building-out-of-sequence',
        childPath(path, index),
        `${card} cannot lie on a building pile of ${index} cards: it needs a card of value ${index + 1} or a K`,
      );
    }
  });
}

export function checkRemoved(removed: readonly Card[], path: string): void {
  if (removed.length % COMPLETE_PILE !== 0) {
    fail(
      'removed-not-complete-piles',
      path,
      `removed cards come in completed piles of ${COMPLETE_PILE}, but there are ${removed.length}`,
    );
  }
  removed.forEach((card, index) => {
    if (!fitsOnPile(cardCode(card), index % COMPLETE_PILE)) {
      fail(
        'removed-not-complete-piles',
        childPath(path, index),
        `${card} cannot be card ${(index % COMPLETE_PILE) + 1} of a completed pile (A to Q, K for any)`,
      );
    }
  });
}

/**
 * Counts the copies of each card over the piles it is shown, in the order given, and names the place of a
 * fourth copy.
 */
export class CopyCount {
  private readonly seen = new Uint8Array(CARD_CODE_LIMIT);

  add(card: Card, path: string): void {
    const code = cardCode(card);
    const copies = (this.seen[code] ?? 0) + 1;
    this.seen[code] = copies;
    if (copies > COPIES_OF_EACH_CARD) {
      fail(
        'too-many-copies',
        path,
        `${card} appears a fourth time here, but three decks hold only ${COPIES_OF_EACH_CARD} of each card`,
      );
    }
  }

  addPile(cards: readonly Card[], path: string): void {
    cards.forEach((card, index) => {
      this.add(card, childPath(path, index));
    });
  }
}

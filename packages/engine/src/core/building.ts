/**
 * The building rule (rules 3 and 4) on card codes and pile heights: what a building pile takes next, and when it
 * is complete. A pile's value is its height, because a king stands for the value it completes.
 */
import { KING, rankOf, type CardCode } from '../card-code.js';

/** A building pile that reaches this many cards (A to Q) is complete and leaves the game. */
export const COMPLETE_PILE = 12;

/** Whether a card may go onto a building pile of `height` cards: rank height + 1, or a king. */
export function fitsOnPile(code: CardCode, height: number): boolean {
  const rank = rankOf(code);
  return rank === KING || rank === height + 1;
}

/** Whether a card built onto a pile of `height` cards completes it (and the pile leaves the game). */
export const completesPile = (height: number): boolean => height + 1 === COMPLETE_PILE;

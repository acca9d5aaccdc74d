/**
 * Card codes as the engine's core uses them (`rank * 4 + suit`, rank 1 = A to 13 = K), translated from the
 * card strings of the JSON formats. The bots count cards by code to sample what they cannot see.
 */
import { RANKS, SUITS, type Card } from '@katz/engine';

export const KING_RANK = 13;
/** Array size for tables indexed by card code. */
export const CARD_CODES = (KING_RANK + 1) * 4;
export const COPIES = 3;

const CODES = new Map<string, number>();
RANKS.forEach((rank, rankIndex) => {
  SUITS.forEach((suit, suitIndex) => CODES.set(`${rank}${suit}`, ((rankIndex + 1) << 2) | suitIndex));
});

export function codeOfCard(card: Card): number {
  const code = CODES.get(card);
  if (code === undefined) throw new TypeError(`not a card: ${JSON.stringify(card)}`);
  return code;
}

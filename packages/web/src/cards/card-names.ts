/** How a card reads: its rank and suit as printed in the corner, and its colour. */
import type { Card, Rank, Suit } from '@katz/engine';

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };

export function rankOf(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

export function suitOf(card: Card): Suit {
  return card.slice(-1) as Suit;
}

export const isRed = (card: Card): boolean => suitOf(card) === 'H' || suitOf(card) === 'D';

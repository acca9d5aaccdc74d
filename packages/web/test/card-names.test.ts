/**
 * How cards and building piles print, the one place the table, the replay and the rules pages take it from: a
 * king shows the value it stands for, and a pile's badge the value it takes next, the same on every page.
 */
import { ALL_CARDS } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import { cardPrint, isRed, nextValuePrint, valuePrint } from '../src/cards/card-names.js';

describe('card names', () => {
  it('prints a card as its corner does', () => {
    expect(cardPrint('7H')).toBe('7♥');
    expect(cardPrint('10S')).toBe('10♠');
    expect(cardPrint('KC')).toBe('K♣');
    expect(new Set(ALL_CARDS.map(cardPrint)).size).toBe(52);
    expect(ALL_CARDS.filter(isRed)).toHaveLength(26);
  });

  it('prints the values a building pile climbs through, ace to queen', () => {
    const values = Array.from({ length: 12 }, (_, index) => valuePrint(index + 1));
    expect(values).toEqual(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q']);
  });

  it('says what a pile takes next: an ace or a king on an empty pile, the next value on one under way', () => {
    expect(nextValuePrint(0)).toBe('A/K');
    expect(nextValuePrint(1)).toBe('2');
    expect(nextValuePrint(9)).toBe('10');
    expect(nextValuePrint(11)).toBe('Q');
  });
});

/**
 * A sentence that begins with a card's name begins with a capital in every language, though the names themselves
 * are lower case where the language writes them so (Dutch "klaveren 10", English "king of hearts").
 */
import { describe, expect, it } from 'vitest';
import { cardWords } from '../src/table/words/table-words.js';
import { tableWordsIn } from './support/table-words.js';

describe('sentences that begin with a card', () => {
  it('begin with a capital in Dutch, English and German, and names inside a sentence keep their case', () => {
    const dutch = tableWordsIn('nl');
    expect(dutch('hint.fitsNowhere', { card: cardWords(dutch, '10C') })).toMatch(
      /^Klaveren 10 past nu op geen/,
    );
    const english = tableWordsIn('en');
    expect(english('card-not-in-hand', { ns: 'refusals', card: cardWords(english, 'KH') })).toBe(
      'King of hearts is not in your hand.',
    );
    expect(english('drag.started', { card: cardWords(english, 'KH') })).toBe('Picked up king of hearts.');
    const german = tableWordsIn('de');
    expect(german('drag.putBack', { card: cardWords(german, '10C') })).toBe('Kreuz 10 zurückgelegt.');
  });
});

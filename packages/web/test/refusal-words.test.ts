/**
 * One refusal, one wording: the table, the pages and the account forms say a refused call through `refusalText`,
 * from the one table of refusal words, whichever namespace their own words are in.
 */
import { describe, expect, it } from 'vitest';
import { playRefusalText, refusalText } from '../src/i18n/refusal-words.js';
import { tableWordsIn } from './support/table-words.js';

describe('refusals in words', () => {
  const english = tableWordsIn('en');

  it('says a code with words of its own in them, and any other by the server message', () => {
    expect(refusalText(english, { code: 'not-your-turn', message: 'it is seat 1 to move' })).toBe(
      'Wait: it is not your turn.',
    );
    expect(refusalText(english, { code: 'game-not-found', message: 'there is no game x' })).toBe(
      'There is no such game.',
    );
    expect(refusalText(english, { code: 'internal', message: 'the database is down' })).toBe(
      'That did not work: the database is down',
    );
  });

  it("says the engine's reason for an illegal action", () => {
    const error = { code: 'illegal-action', message: 'no', refusal: 'discard-pile-empty' } as const;
    expect(refusalText(english, error)).toBe('That discard pile is empty.');
  });

  it('says how long to wait, in the words of too many requests, or of failed attempts on the account forms', () => {
    const throttled = { code: 'throttled', message: 'slow down', retryAfterSeconds: 120 } as const;
    expect(refusalText(english, throttled)).toMatch(
      /^Too many requests from your network just now: try again in /,
    );
    expect(refusalText(english, throttled, { place: 'account' })).toMatch(
      /^Too many attempts from your network or for this name: try again in /,
    );
    expect(refusalText(english, { code: 'throttled', message: 'slow down' }, { place: 'account' })).toBe(
      'Too many failed attempts. Wait a few minutes, then try again.',
    );
  });

  it('says a play the table refuses with its card, in each language', () => {
    const card = 'the king of hearts';
    expect(playRefusalText(english, 'card-not-in-hand', { card, needs: '' })).toBe(
      'The king of hearts is not in your hand.',
    );
    expect(playRefusalText(tableWordsIn('de'), 'not-your-turn', { card: '', needs: '' })).toBe(
      'Warte: du bist nicht dran.',
    );
    expect(playRefusalText(tableWordsIn('nl'), 'still-showing', { card: '', needs: '' })).toBe(
      'Even geduld: de tafel toont nog de laatste zet.',
    );
  });
});

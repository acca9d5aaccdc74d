/**
 * The mails and pushes name the piles as the app does (issue 64, item 2): every text of the notices, in each
 * language, keeps to the glossary (`PILE_NAMES` in the protocol package), as the web app's texts do.
 */
import { LANGUAGES, otherPileNames } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { textsOf } from '../src/notifications/messages.js';

/** Each text of a notice, a function's called with a name and with a number. */
function everyText(texts: object): string[] {
  return Object.values(texts).flatMap((text: unknown) => {
    if (typeof text === 'string') return [text];
    if (typeof text !== 'function') return [];
    const words = text as (argument: unknown) => unknown;
    return [String(words('Anna')), String(words(2))];
  });
}

describe('the piles in mails and pushes', () => {
  it.each(LANGUAGES)('every notice text in %s names the piles by the glossary', (language) => {
    const texts = everyText(textsOf(language));
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.flatMap((text) => otherPileNames(language, text))).toEqual([]);
  });
});

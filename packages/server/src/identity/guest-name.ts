/**
 * A guest's made-up name, in the words of the language the browser asks for first among those the web app
 * speaks: "Gast 1234" for German and Dutch, "Guest 1234" otherwise. It is a name like any other once given:
 * the opponent sees it as it is, and the guest may change it.
 */
import { randomInt } from 'node:crypto';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@katz/protocol';
import { preferredLanguage } from '../preferred-language.js';

const WORDS: Readonly<Record<Language, string>> = { de: 'Gast', nl: 'Gast', en: 'Guest' };

export function guestName(acceptLanguage: string | undefined): string {
  const language = preferredLanguage(acceptLanguage, LANGUAGES) ?? FALLBACK_LANGUAGE;
  return `${WORDS[language]} ${String(randomInt(1000, 10_000))}`;
}

/** Each language the app speaks, with a browser locale that asks for it (a context's `locale`). */
import type { Language } from '@katz/protocol';

const BROWSER_LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', nl: 'nl-NL', en: 'en-GB' };

/** The languages with their browser locales, in the protocol's order. */
export const browserLocales = (): [Language, string][] =>
  Object.entries(BROWSER_LOCALES) as [Language, string][];

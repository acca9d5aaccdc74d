/**
 * Every word of the app in all three languages: each namespace has the same keys in German, Dutch and English
 * (plural forms included), and no text is empty, so nothing new appears in one language only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@katz/protocol';

const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

/** Every key as a dotted path, with its text. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, item]) =>
    flatten(item, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')) as unknown);

describe('the words of every language', () => {
  const files = readdirSync(`${LOCALES}en`).filter((file) => file.endsWith('.json'));

  it.each(files)('%s has the same keys in German, Dutch and English, none empty', (file) => {
    const [german, dutch, english] = LANGUAGES.map((language) => read(language, file));
    const keys = (entries: [string, unknown][] | undefined) => (entries ?? []).map(([key]) => key).sort();
    expect(keys(german)).toEqual(keys(english));
    expect(keys(dutch)).toEqual(keys(english));
    for (const entries of [german, dutch, english]) {
      const empty = (entries ?? []).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    }
  });
});

/**
 * One name for each pile (issue 64, item 2): every text of the app, in each language, names the piles by the
 * glossary (`PILE_NAMES` in the protocol package: Vorrat, Spielstapel, Ablagestapel, Talon; voorraad,
 * bouwstapel, weglegstapel, trekstapel; stock, building pile, discard pile, draw pile). The table once said
 * Stapel, Baustapel, Ablage and Nachziehstapel where the rules and the replay said Vorrat, Spielstapel,
 * Ablagestapel and Talon. The pages as drawn are checked in every-page.test.ts, the mails and pushes in
 * the server's notice-pile-names.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEVEL_TEXTS, otherPileNames, PILE_NAMES } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@katz/protocol';

const LOCALES = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));

/** Every text of a locale file, with its key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    texts(item, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('one name for each pile', () => {
  it.each(LANGUAGES)('every text in %s names the piles by the glossary', (language) => {
    const others: string[] = [];
    for (const file of readdirSync(`${LOCALES}${language}`).filter((name) => name.endsWith('.json'))) {
      const content = JSON.parse(readFileSync(`${LOCALES}${language}/${file}`, 'utf8')) as unknown;
      for (const [key, text] of texts(content)) {
        for (const word of otherPileNames(language, text)) others.push(`${file} ${key}: ${word}`);
      }
    }
    for (const [level, words] of Object.entries(LEVEL_TEXTS)) {
      for (const word of otherPileNames(language, words.description[language]))
        others.push(`level ${level}: ${word}`);
    }
    expect(others).toEqual([]);
  });

  it.each(LANGUAGES)('the table in %s labels each pile by its glossary name', (language) => {
    const table = JSON.parse(readFileSync(`${LOCALES}${language}/table.json`, 'utf8')) as Record<
      string,
      unknown
    >;
    const names = PILE_NAMES[language];
    const starts = (text: unknown, name: string) => {
      expect(String(text).toLowerCase().replaceAll('\u00ad', '')).toContain(name.toLowerCase());
    };
    starts(table.ownStock, names.stock);
    starts(table.otherStock, names.stock);
    starts(table.building, names.building);
    starts(table.ownDiscard, names.discard);
    starts(table.discardShort, names.discard);
    starts(table.drawPile, names.draw);
  });

  it('finds the names the table used before', () => {
    expect(otherPileNames('de', 'Dein Stapel, Baustapel 2, Ablage 1, Nachziehstapel, Stapelkarte')).toEqual([
      'Stapel',
      'Baustapel',
      'Ablage',
      'Nachziehstapel',
      'Stapelkarte',
    ]);
    expect(otherPileNames('de', 'Vorrat, Spielstapel 2, Ablagestapeln, Talon, Ablage\u00adstapel 1')).toEqual(
      [],
    );
    expect(otherPileNames('nl', 'Jouw stapel, aflegstapel 1, afleg 2, stapelkaart')).toEqual([
      'stapel',
      'aflegstapel',
      'afleg',
      'stapelkaart',
    ]);
    expect(otherPileNames('nl', 'voorraad, bouwstapels, weglegstapel 3, trekstapel')).toEqual([]);
    expect(otherPileNames('en', 'your stockpile, a game stack, the talon')).toEqual([
      'stockpile',
      'stack',
      'talon',
    ]);
  });
});

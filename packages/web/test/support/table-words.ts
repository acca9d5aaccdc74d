/** The table's words as the app shows them, for the tests of its controller without a browser. */
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import type { Language } from '@katz/protocol';
import { addCapitalFormat } from '../../src/i18n/capital-format.js';
import type { TableT } from '../../src/table/words/table-words.js';

export function tableWordsIn(language: Language): TableT {
  const words = new URL(`../../src/i18n/locales/${language}/table.json`, import.meta.url);
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    ns: ['table'],
    defaultNS: 'table',
    resources: { [language]: { table: JSON.parse(readFileSync(words, 'utf8')) as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addCapitalFormat(i18n);
  return i18n.getFixedT(language, 'table');
}

export const englishTableWords = (): TableT => tableWordsIn('en');

/** The table's English words as the app shows them, for the tests of its controller without a browser. */
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import type { TableT } from '../../src/table/words/table-words.js';

const WORDS = new URL('../../src/i18n/locales/en/table.json', import.meta.url);

export function englishTableWords(): TableT {
  const i18n = createInstance();
  void i18n.init({
    lng: 'en',
    ns: ['table'],
    defaultNS: 'table',
    resources: { en: { table: JSON.parse(readFileSync(WORDS, 'utf8')) as Record<string, unknown> } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n.getFixedT('en', 'table');
}

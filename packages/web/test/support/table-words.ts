/** The table's words as the app shows them, for the tests of its controller without a browser. */
import { createInstance } from 'i18next';
import { readFileSync } from 'node:fs';
import type { Language } from '@katz/protocol';
import { addCapitalFormat } from '../../src/i18n/capital-format.js';
import type { TableT } from '../../src/table/words/table-words.js';

/** One namespace's words, as the app ships them. */
const wordsOf = (language: Language, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

/** The table's words, and the refusals' (`i18n/refusal-words.ts`), which the table says too. */
export function tableWordsIn(language: Language): TableT {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    ns: ['table', 'refusals'],
    defaultNS: 'table',
    resources: {
      [language]: { table: wordsOf(language, 'table'), refusals: wordsOf(language, 'refusals') },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  addCapitalFormat(i18n);
  return i18n.getFixedT(language, 'table');
}

export const englishTableWords = (): TableT => tableWordsIn('en');

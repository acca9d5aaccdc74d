/**
 * The translation keys, typed: `t('…')` with a key that the English words do not have does not compile, in any
 * namespace. English is the reference; `test/locales.test.ts` checks that German and Dutch have the same keys.
 */
import type accounts from './locales/en/accounts.json';
import type common from './locales/en/common.json';
import type pages from './locales/en/pages.json';
import type ratings from './locales/en/ratings.json';
import type refusals from './locales/en/refusals.json';
import type rules from './locales/en/rules.json';
import type table from './locales/en/table.json';
import type tournaments from './locales/en/tournaments.json';
import type { ComputerLevel } from '@katz/protocol';

/** The `levels` namespace, built from the protocol's words at start (`level-words.ts`). */
interface LevelWords {
  readonly name: Readonly<Record<ComputerLevel, string>>;
  readonly description: Readonly<Record<ComputerLevel, string>>;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      readonly accounts: typeof accounts;
      readonly common: typeof common;
      readonly levels: LevelWords;
      readonly pages: typeof pages;
      readonly ratings: typeof ratings;
      readonly refusals: typeof refusals;
      readonly rules: typeof rules;
      readonly table: typeof table;
      readonly tournaments: typeof tournaments;
    };
  }
}

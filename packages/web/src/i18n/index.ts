/**
 * German, Dutch and English. The language comes from the settings when the player chose one, else from the
 * browser's list of preferred languages; the table's words (and the small `ratings`) ship with the app, every
 * other namespace (pages, rules) is loaded with the page that uses it, so the table's first load stays small. The
 * words of a refusal (`refusals`) ship with the app too: the table says them, and so does every page.
 */
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@katz/protocol';
import { getSettings, updateSettings } from '../settings/settings-store.js';
import { addCapitalFormat } from './capital-format.js';
import { levelWords } from './level-words.js';
import deCommon from './locales/de/common.json';
import deRatings from './locales/de/ratings.json';
import deRefusals from './locales/de/refusals.json';
import deTable from './locales/de/table.json';
import enCommon from './locales/en/common.json';
import enRatings from './locales/en/ratings.json';
import enRefusals from './locales/en/refusals.json';
import enTable from './locales/en/table.json';
import nlCommon from './locales/nl/common.json';
import nlRatings from './locales/nl/ratings.json';
import nlRefusals from './locales/nl/refusals.json';
import nlTable from './locales/nl/table.json';

// The computer levels' names (`levels`, from the protocol) ship with the app: the table names its computer
// player. Ratings ship with the app too: the navigation, the table (watchers, ratings beside names) and several pages
// use them, and they are small.
const BUNDLED: Record<Language, ResourceLanguage> = {
  de: {
    common: deCommon,
    table: deTable,
    ratings: deRatings,
    refusals: deRefusals,
    levels: levelWords('de'),
  },
  nl: {
    common: nlCommon,
    table: nlTable,
    ratings: nlRatings,
    refusals: nlRefusals,
    levels: levelWords('nl'),
  },
  en: {
    common: enCommon,
    table: enTable,
    ratings: enRatings,
    refusals: enRefusals,
    levels: levelWords('en'),
  },
};

/** Every other namespace's file, each its own chunk. */
const LAZY = import.meta.glob<{ default: ResourceLanguage }>([
  './locales/*/*.json',
  '!./locales/*/common.json',
  '!./locales/*/table.json',
  '!./locales/*/ratings.json',
  '!./locales/*/refusals.json',
]);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = LAZY[`./locales/${language}/${namespace}.json`];
    if (load === undefined) {
      callback(new Error(`no ${namespace} words in ${language}`), null);
      return;
    }
    load().then(
      (module) => {
        callback(null, module.default);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null);
      },
    );
  },
};

/** The first of the browser's preferred languages that the app speaks, by its primary subtag. */
function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}

const chosenLanguage = (): Language => getSettings().language ?? browserLanguage(navigator.languages);

export function startI18n(): void {
  const language = chosenLanguage();
  document.documentElement.lang = language;
  void i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: ['common', 'table', 'ratings', 'refusals', 'levels'],
      defaultNS: 'common',
      resources: BUNDLED,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      initAsync: false,
    });
  addCapitalFormat(i18next);
}

/** Switches the language everywhere and keeps the choice. */
export function chooseLanguage(language: Language): void {
  updateSettings({ language });
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

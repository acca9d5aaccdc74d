/**
 * The computer's levels as the API names them, and the one home of their names and descriptions. No zod here:
 * the practice game in the browser reads them without loading the API's schemas (those are in levels.ts).
 */
import type { Language } from './languages.js';

/**
 * Every level the API plays, weakest first; `random` and `first` are baselines for tests and tools, not offered
 * to people. The bots package defines the same levels (a test keeps the two lists equal).
 */
export const COMPUTER_LEVELS = ['random', 'first', 'novice', 'beginner', 'solid', 'strong'] as const;

export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

/** A text in each language of the app. */
export type LevelWords = Readonly<Record<Language, string>>;

/**
 * Each level's name and description: the API's list of levels and the web app (its `levels` namespace) both
 * read them here, so a level's words live in one place. What each level does and how it was measured:
 * docs/bots.md.
 */
export const LEVEL_TEXTS: Readonly<
  Record<ComputerLevel, { readonly name: LevelWords; readonly description: LevelWords }>
> = {
  random: {
    name: { en: 'Random', de: 'Zufall', nl: 'Toeval' },
    description: {
      en: 'plays any legal move',
      de: 'spielt irgendeinen erlaubten Zug',
      nl: 'speelt een willekeurige zet',
    },
  },
  first: {
    name: { en: 'First move', de: 'Erster Zug', nl: 'Eerste zet' },
    description: {
      en: 'plays the first card that fits',
      de: 'spielt die erste Karte, die passt',
      nl: 'speelt de eerste kaart die past',
    },
  },
  novice: {
    name: { en: 'Kitten', de: 'Kätzchen', nl: 'Katje' },
    description: {
      en: 'still learning the game, for your first games',
      de: 'lernt das Spiel selbst noch, für die ersten Partien',
      nl: 'leert het spel zelf nog, voor je eerste partijen',
    },
  },
  beginner: {
    name: { en: 'Young cat', de: 'Junge Katze', nl: 'Jonge kat' },
    description: {
      en: 'plays out every card it can, but never plans ahead',
      de: 'legt jede Karte, die passt, plant aber nie voraus',
      nl: 'legt elke kaart die past, maar denkt nooit vooruit',
    },
  },
  solid: {
    name: { en: 'House cat', de: 'Hauskatze', nl: 'Huiskat' },
    description: {
      en: 'plays a sound game: saves its kings and watches your stock',
      de: 'spielt solide: hebt Könige auf und achtet auf deinen Vorrat',
      nl: 'speelt degelijk: bewaart zijn heren en let op jouw voorraad',
    },
  },
  strong: {
    name: { en: 'Tomcat', de: 'Kater', nl: 'Kater' },
    description: {
      en: 'thinks turns ahead, hard to beat',
      de: 'denkt Züge voraus, schwer zu schlagen',
      nl: 'denkt beurten vooruit, moeilijk te verslaan',
    },
  },
};

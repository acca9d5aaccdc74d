/**
 * The piles' names: one glossary per language, in the original rules' own words (the Dutch original: voorraad,
 * bouwstapel, weglegstapel, trekstapel; brettspielnetz's German: Vorrat, Spielstapel, Ablagestapel, Talon; in
 * English the words of docs/rules.md). Every page, announcement, mail and push names a pile by these words
 * (with their plurals, cases and compounds, such as "Vorratskarte"), and tests hold every text of the web app and
 * of the server's notices against `otherPileNames`. docs/rules.md lists the glossary for people.
 */
import type { Language } from './languages.js';

/** The kinds of pile on the table. */
export const PILES = ['stock', 'building', 'discard', 'draw'] as const;

export type Pile = (typeof PILES)[number];

export const PILE_NAMES: Readonly<Record<Language, Readonly<Record<Pile, string>>>> = {
  en: { stock: 'stock', building: 'building pile', discard: 'discard pile', draw: 'draw pile' },
  de: { stock: 'Vorrat', building: 'Spielstapel', discard: 'Ablagestapel', draw: 'Talon' },
  nl: { stock: 'voorraad', building: 'bouwstapel', discard: 'weglegstapel', draw: 'trekstapel' },
};

/**
 * What a word that may name a pile looks like in each language (`suspect`), and which of those words are the
 * glossary's (`glossary`). German and Dutch have no bare "Stapel": the stock was once called so on the table, so
 * a pile is always named by its kind. English "pile" alone is the head of three names and says no more than
 * "a pile".
 */
const NAMING: Readonly<
  Record<keyof typeof PILE_NAMES, { readonly suspect: RegExp; readonly glossary: RegExp }>
> = {
  en: { suspect: /^(stockpiles?|deposit|stacks?|talons?|reserves?)$/i, glossary: /^$/ },
  de: { suspect: /stapel|^ablagen?$|nachzieh|^reserve/i, glossary: /^(spiel|ablage)stapel[sn]?$/i },
  nl: { suspect: /stapel|^afleg|^reserve/i, glossary: /^(bouw|wegleg|trek)stapels?$/i },
};

/**
 * The words of `text` that name a pile otherwise than the glossary of `language` does ("Baustapel", "Ablage",
 * "aflegstapel", "stockpile"); none in a text that keeps to it. Soft hyphens are ignored.
 */
export function otherPileNames(language: keyof typeof PILE_NAMES, text: string): string[] {
  const { suspect, glossary } = NAMING[language];
  return text
    .replaceAll('\u00ad', '')
    .split(/[^\p{L}]+/u)
    .filter((word) => suspect.test(word) && !glossary.test(word));
}

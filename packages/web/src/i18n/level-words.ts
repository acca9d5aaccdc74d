/**
 * The `levels` namespace: each computer level's name and description, built from the protocol's `LEVEL_TEXTS`,
 * the one place these words are written (the API's list of levels reads them there too). Keys: `name.<level>`
 * and `description.<level>`, e.g. `t('levels:name.novice')`.
 */
import { COMPUTER_LEVELS, LEVEL_TEXTS, type ComputerLevel, type Language } from '@katz/protocol';
import i18next, { type ResourceKey } from 'i18next';

export function levelWords(language: Language): ResourceKey {
  const name: Record<string, string> = {};
  const description: Record<string, string> = {};
  for (const level of COMPUTER_LEVELS) {
    name[level] = LEVEL_TEXTS[level].name[language];
    description[level] = LEVEL_TEXTS[level].description[language];
  }
  return { name, description };
}

// A page's or the table's `t` is typed to its own namespaces, so the levels' words are asked for here.
/** A level's name in the app's language. */
export const levelName = (level: ComputerLevel): string => i18next.t(`levels:name.${level}`);

/** A level's line on how it plays, in the app's language. */
export const levelDescription = (level: ComputerLevel): string => i18next.t(`levels:description.${level}`);

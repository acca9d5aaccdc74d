/** The levels' schemas for the API; the levels themselves and their words are in level-texts.ts. */
import { z } from 'zod';
import { COMPUTER_LEVELS, type LevelWords } from './level-texts.js';

export const LEVEL = z.enum(COMPUTER_LEVELS);

const WORDS = z.strictObject({
  en: z.string(),
  de: z.string(),
  nl: z.string(),
}) satisfies z.ZodType<LevelWords>;

/** A level offered to people, with its name and a line on how it plays, in each language of the app. */
export const LEVEL_INFO = z.strictObject({ level: LEVEL, name: WORDS, description: WORDS });
export type LevelInfo = z.infer<typeof LEVEL_INFO>;

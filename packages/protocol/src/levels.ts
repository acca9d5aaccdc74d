/** The computer's levels as the API names them. */
import { z } from 'zod';

/** Every level the API plays; `random` and `first` are baselines for tests and tools, not offered to people. */
export const COMPUTER_LEVELS = ['random', 'first', 'beginner', 'solid', 'strong'] as const;

export const LEVEL = z.enum(COMPUTER_LEVELS);
export type ComputerLevel = z.infer<typeof LEVEL>;

/** A level offered to people, with its name in each language of the app. */
export const LEVEL_INFO = z.strictObject({
  level: LEVEL,
  name: z.strictObject({ en: z.string(), de: z.string(), nl: z.string() }),
});
export type LevelInfo = z.infer<typeof LEVEL_INFO>;

/** The bot levels, and the ones offered to people. Their names and descriptions: `LEVEL_TEXTS` in @katz/protocol. */

export const BOT_LEVELS = ['random', 'first', 'novice', 'beginner', 'solid', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * The levels a person may pick, easiest first; `random` and `first` are baselines for measuring only. Each step
 * beats the one below it (docs/bots.md, "Levels").
 */
export const PLAYER_LEVELS = ['novice', 'beginner', 'solid', 'strong'] as const satisfies readonly BotLevel[];
export type PlayerLevel = (typeof PLAYER_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

/** The bot levels, and the ones offered to people with the names a user interface shows. */

export const BOT_LEVELS = ['random', 'first', 'beginner', 'solid', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface LevelName {
  readonly en: string;
  readonly de: string;
  readonly nl: string;
}

/** The levels a person may pick, easiest first; `random` and `first` are baselines for measuring only. */
export const PLAYER_LEVELS: readonly { readonly level: BotLevel; readonly name: LevelName }[] = [
  { level: 'beginner', name: { en: 'Kitten', de: 'Kätzchen', nl: 'Katje' } },
  { level: 'solid', name: { en: 'House cat', de: 'Hauskatze', nl: 'Huiskat' } },
  { level: 'strong', name: { en: 'Tomcat', de: 'Kater', nl: 'Kater' } },
];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}

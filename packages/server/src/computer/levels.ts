/** The computer's levels, as the bots package defines them, and the list the API offers people. */
import { LEVEL_TEXTS, type LevelInfo } from '@katz/protocol';
import { PLAYER_LEVELS } from '@katz/bots';

export type { BotLevel } from '@katz/bots';

/** The levels offered to people, easiest first, with their names and descriptions. */
export const OFFERED_LEVELS: readonly LevelInfo[] = PLAYER_LEVELS.map((level) => ({
  level,
  ...LEVEL_TEXTS[level],
}));

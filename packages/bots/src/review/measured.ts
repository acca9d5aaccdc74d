/**
 * What the review's figures mean, measured (docs/review.md, "Accuracy" and "What a chance means"): over games of
 * each level against the solid level, reviewed at the review's settings (`bench/review-levels.ts`, tables by
 * `bench/review-levels-tables.ts`), each level's mean accuracy, and how the chances shown to the weakest level
 * compared with what it won. The page shows them beside a player's own figures, so that "88 accuracy" or "a 30%
 * chance" means something. Update them with the tables when the review's measures change.
 */
import type { BotLevel } from '../levels.js';

/** The level the measures were taken against, whose play the chances assume. */
export const MEASURED_AGAINST: BotLevel = 'solid';

/**
 * Each level's mean accuracy over its games against solid (docs/review.md's table of 7 Dec 2026, review format 4:
 * 50 games a level).
 */
export const MEASURED_ACCURACY: Readonly<Partial<Record<BotLevel, number>>> = {
  random: 37,
  novice: 53,
  beginner: 68,
  solid: 87,
  strong: 96,
};

/** The weakest level's chance as shown on average, and its share of games won, against solid. */
export const WEAKEST_CHANCES = { level: 'random' as BotLevel, shown: 0.29, won: 0 } as const;

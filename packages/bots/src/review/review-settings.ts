/**
 * How much work a game review does, and its seed. The figures follow from the record, the seed and these
 * settings alone (docs/review.md), whatever machine or how many threads compute them.
 */
import { SEED_PATTERN } from '@katz/engine';

export interface ReviewSettings {
  /** The seed of every sampled world; the same record, seed and settings give the same review. */
  readonly seed: string;
  /** Playouts of the strong level's plan search that looks for the best turn at each decision. */
  readonly searchPlayouts: number;
  /** Worlds a decision's chances are first estimated in, each played to the game's end. */
  readonly worlds: number;
  /**
   * The most worlds a decision may take: its worlds are doubled while its cost lies within three standard
   * errors of a mark's threshold, so that the mark it gets (or not) is the one more worlds would give.
   */
  readonly maxWorlds: number;
  /**
   * The most worlds while the cost lies above the mistake's threshold but not by three standard errors, that is
   * while a mistake the estimate points to is unconfirmed (marks.ts): at least `maxWorlds`.
   */
  readonly maxMistakeWorlds: number;
  /** Worlds of the chances after a hand refilled at a turn's end. */
  readonly drawWorlds: number;
  /** Turn ends each playout runs before the learned position value scores it (0: to the game's end). */
  readonly horizon: number;
}

/**
 * The settings `katz review` and the web app use (docs/review.md, "Speed" and "Marks"): about 40 CPU seconds for a
 * game of 60 to 80 turns, some 20 s on two free cores, with costs' standard errors of 0.1 to 0.7 points where
 * the turns compared differ.
 */
export const REVIEW_SETTINGS: ReviewSettings = {
  seed: 'review1',
  searchPlayouts: 400,
  worlds: 256,
  maxWorlds: 2048,
  maxMistakeWorlds: 8192,
  drawWorlds: 256,
  horizon: 6,
};

/** Settings with their seed checked: a seed is 1 to 128 letters, digits, "_" or "-" (as a game's seed). */
export function reviewSettings(overrides: Partial<ReviewSettings> = {}): ReviewSettings {
  const settings = { ...REVIEW_SETTINGS, ...overrides };
  if (!SEED_PATTERN.test(settings.seed)) {
    throw new RangeError(`review seed ${JSON.stringify(settings.seed)}: 1 to 128 of A-Z a-z 0-9 _ -`);
  }
  if (!Number.isInteger(settings.horizon) || settings.horizon < 0) {
    throw new RangeError(`review horizon: ${settings.horizon} is not a count of turn ends`);
  }
  for (const key of ['searchPlayouts', 'worlds', 'maxWorlds', 'maxMistakeWorlds', 'drawWorlds'] as const) {
    const value = settings[key];
    if (!Number.isInteger(value) || value < 2)
      throw new RangeError(`review ${key}: ${value} is not a count of 2 or more`);
  }
  if (settings.maxWorlds < settings.worlds) {
    throw new RangeError(`review maxWorlds (${settings.maxWorlds}) is below worlds (${settings.worlds})`);
  }
  if (settings.maxMistakeWorlds < settings.maxWorlds) {
    throw new RangeError(
      `review maxMistakeWorlds (${settings.maxMistakeWorlds}) is below maxWorlds (${settings.maxWorlds})`,
    );
  }
  return settings;
}

/**
 * Finished games for the review's tests, between bot levels (the strong level at 300 playouts), each fully
 * determined by its seed.
 */
import { SHUFFLE_VERSION, type SeededRecord } from '@katz/engine';
import { createBot } from '../../src/bot.js';
import type { BotLevel } from '../../src/levels.js';
import type { ReviewSettings } from '../../src/review/review-settings.js';
import { dealt } from '../positions.js';
import { playBots } from '../play-bots.js';

export async function levelGame(
  seed: string,
  levels: readonly [BotLevel, BotLevel] = ['solid', 'solid'],
): Promise<SeededRecord> {
  const bots = [
    createBot(levels[0], { seed: `${seed}-0`, iterations: 300 }),
    createBot(levels[1], { seed: `${seed}-1`, iterations: 300 }),
  ] as const;
  return { seed, shuffle: SHUFFLE_VERSION, actions: await playBots(bots, dealt(seed)) };
}

/** Light settings: the same computation with few worlds and playouts, so that a test reviews a game in seconds. */
export const LIGHT_SETTINGS: ReviewSettings = {
  seed: 'test1',
  searchPlayouts: 32,
  worlds: 8,
  maxWorlds: 16,
  maxMistakeWorlds: 16,
  drawWorlds: 8,
  horizon: 2,
};

/** The levels the bots define are the levels the API names, and every one has its words in every language. */
import { BOT_LEVELS, PLAYER_LEVELS } from '@katz/bots';
import { COMPUTER_LEVELS, LEVEL_TEXTS } from '@katz/protocol';
import { describe, expect, it } from 'vitest';
import { OFFERED_LEVELS } from '../src/computer/levels.js';
import { COMPUTER_RATINGS } from '../src/ratings/computer-ratings.js';

describe('the computer levels', () => {
  it('are the same list in the bots package and the protocol', () => {
    expect([...COMPUTER_LEVELS]).toEqual([...BOT_LEVELS]);
  });

  it('each have a name and a description in English, German and Dutch', () => {
    for (const level of COMPUTER_LEVELS) {
      for (const text of [LEVEL_TEXTS[level].name, LEVEL_TEXTS[level].description]) {
        expect(Object.keys(text).sort()).toEqual(['de', 'en', 'nl']);
        expect(Object.values(text).every((words) => words.trim() !== '')).toBe(true);
      }
    }
  });

  it('are offered easiest first, each with a fixed rating above the one before', () => {
    expect(OFFERED_LEVELS.map((offered) => offered.level)).toEqual([...PLAYER_LEVELS]);
    const ratings = PLAYER_LEVELS.map(
      (level) => COMPUTER_RATINGS.find((entry) => entry.level === level)?.rating,
    );
    expect(ratings.every((rating) => rating !== undefined)).toBe(true);
    expect([...(ratings as number[])].sort((a, b) => a - b)).toEqual(ratings);
    expect(new Set(COMPUTER_RATINGS.map((entry) => entry.level))).toEqual(new Set(COMPUTER_LEVELS));
  });
});

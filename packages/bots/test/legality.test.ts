/**
 * Every decision of every level is a legal action: each bot is asked at every position of random games (a few
 * thousand positions per level), and its answer must be among the engine's legal actions there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, Random, viewPosition } from '@katz/engine';
import { createBot, type Bot, type BotLevel, type BotOptions } from '../src/index.js';
import { candidateBot, isSearchCandidate, type SearchCandidate } from '../src/search/search-candidates.js';
import { dealt } from './positions.js';

const seed = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('every decision is legal', () => {
  const cases: readonly [BotLevel | SearchCandidate, number, number][] = [
    ['random', 30, 1],
    ['first', 30, 1],
    ['novice', 30, 1],
    ['beginner', 30, 1],
    ['solid', 30, 1],
    ['strong', 4, 8],
    ['strong-light', 4, 8],
    ['strong-valued', 4, 8],
  ];
  const make = (name: BotLevel | SearchCandidate, options: BotOptions): Bot =>
    isSearchCandidate(name) ? candidateBot(name, options) : createBot(name, options);
  it.each(cases)(
    '%s: legal at the positions of %i random games',
    async (level, games, every) => {
      let asked = 0;
      await fc.assert(
        fc.asyncProperty(seed, async (gameSeed) => {
          const random = Random.fromSeed(gameSeed);
          const bot = make(level, { seed: gameSeed, iterations: 16 });
          let position = dealt(gameSeed);
          for (let step = 0; ; step++) {
            const legal = legalActions(position);
            if (legal.length === 0) break;
            if (step % every === 0) {
              expect(legal).toContainEqual(await bot.decide(viewPosition(position, position.toMove)));
              asked++;
            }
            const result = apply(position, legal[random.below(legal.length)]!);
            if (!result.ok) throw new Error(result.error.message);
            position = result.value.position;
          }
        }),
        { numRuns: games },
      );
      expect(asked).toBeGreaterThan(every === 1 ? 2000 : 40);
    },
    60_000,
  );
});

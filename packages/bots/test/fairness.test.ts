/** Bots see only their player's view: by type, and in fact (what they cannot see does not change their choice). */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { viewPosition, type PositionView } from '@katz/engine';
import { createBot, type Bot, type BotLevel, type BotOptions, type DecisionLimits } from '../src/index.js';
import { candidateBot } from '../src/search/search-candidates.js';
import { STRONG_SETTINGS, strongBot } from '../src/search/strong-bot.js';
import { randomPosition, reshuffleHidden } from './positions.js';
import { tickingClock } from './ticking-clock.js';

const seed = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('fairness', () => {
  it('hands a bot nothing but a view: decide takes a PositionView, which holds no hidden card', () => {
    // Besides the view, only a deadline: nothing of the game.
    expectTypeOf<Parameters<Bot['decide']>>().toEqualTypeOf<[view: PositionView, limits?: DecisionLimits]>();
    // Every card in a view is a visible one (the engine's view tests check the view function itself).
    expectTypeOf<PositionView>().not.toHaveProperty('drawPile');
  });

  it('gives the same decision for two games that look the same, whatever their hidden cards', async () => {
    const levels: readonly BotLevel[] = ['random', 'first', 'novice', 'beginner', 'solid'];
    await fc.assert(
      fc.asyncProperty(seed, seed, fc.integer({ min: 0, max: 120 }), async (dealSeed, botSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const twin = reshuffleHidden(position, `${dealSeed}-twin`);
        const view = viewPosition(position, position.toMove);
        expect(viewPosition(twin, twin.toMove)).toEqual(view);
        for (const level of levels) {
          const one = await createBot(level, { seed: botSeed }).decide(view);
          const two = await createBot(level, { seed: botSeed }).decide(viewPosition(twin, twin.toMove));
          expect(two).toEqual(one);
        }
      }),
      { numRuns: 150 },
    );
  });

  const searchers: readonly [string, (options: BotOptions) => Bot][] = [
    ['the strong level', (options) => createBot('strong', options)],
    ['the candidate strong-light', (options) => candidateBot('strong-light', options)],
    ['the candidate strong-valued', (options) => candidateBot('strong-valued', options)],
    ['the candidate strong-long5', (options) => candidateBot('strong-long5', options)],
    ['the candidate strong-long5-read', (options) => candidateBot('strong-long5-read', options)],
    ['the candidate strong-read', (options) => candidateBot('strong-read', options)],
    ['the candidate strong-read-discard', (options) => candidateBot('strong-read-discard', options)],
    ['the candidate strong-long5-wide', (options) => candidateBot('strong-long5-wide', options)],
    ['the candidate strong-long5-settled', (options) => candidateBot('strong-long5-settled', options)],
    ['the candidate strong-long5-quick', (options) => candidateBot('strong-long5-quick', options)],
    ['the candidate strong-long7-quick', (options) => candidateBot('strong-long7-quick', options)],
    ['the candidate strong-long5-win10', (options) => candidateBot('strong-long5-win10', options)],
    ['the candidate strong-pause-half', (options) => candidateBot('strong-pause-half', options)],
    ['the candidate strong-endgame', (options) => candidateBot('strong-endgame', options)],
    ['the candidate strong-endgame60', (options) => candidateBot('strong-endgame60', options)],
    // The candidate plays to the end only near the draw pile's end, which these positions seldom reach: here always.
    [
      'the strong search playing every playout to the end',
      (options) =>
        strongBot(options, {
          ...STRONG_SETTINGS,
          search: { ...STRONG_SETTINGS.search, endgameDrawPile: 200 },
        }),
    ],
  ];
  it.each(searchers)('gives the same decision for %s too, with an iteration budget', async (_, make) => {
    await fc.assert(
      fc.asyncProperty(seed, fc.integer({ min: 0, max: 120 }), async (dealSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const twin = reshuffleHidden(position, `${dealSeed}-twin`);
        const options = { seed: 'fair', iterations: 24 };
        const one = await make(options).decide(viewPosition(position, position.toMove));
        const two = await make(options).decide(viewPosition(twin, twin.toMove));
        expect(two).toEqual(one);
      }),
      { numRuns: 15 },
    );
  });

  it('gives the same decision for the strong level under a ceiling, on a clock that ticks with its work', async () => {
    // Under a ceiling the level shares a turn's time between its searches (`pauseShare`); on a clock that moves
    // with the search's own work, what it sees decides where it stops, and what it cannot see does not.
    let stopped = 0;
    const decide = async (view: PositionView) => {
      const clock = tickingClock();
      const bot = createBot('strong', {
        seed: 'fair',
        iterations: 2000,
        clock,
        onSearch: (record) => (stopped += record.ceilingReached ? 1 : 0),
      });
      return bot.decide(view, { deadline: clock() + 30 });
    };
    await fc.assert(
      fc.asyncProperty(seed, fc.integer({ min: 0, max: 120 }), async (dealSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const twin = reshuffleHidden(position, `${dealSeed}-twin`);
        const one = await decide(viewPosition(position, position.toMove));
        const two = await decide(viewPosition(twin, twin.toMove));
        expect(two).toEqual(one);
      }),
      { numRuns: 15 },
    );
    expect(stopped).toBeGreaterThan(0);
  });

  it('refuses a view that is not the one of the player to move', async () => {
    const position = randomPosition('refuse', 10);
    const other = position.toMove === 0 ? 1 : 0;
    await expect(createBot('solid', { seed: 's' }).decide(viewPosition(position, other))).rejects.toThrow(
      /decides for the player to move/,
    );
    await expect(createBot('first', { seed: 's' }).decide(viewPosition(position, null))).rejects.toThrow(
      /view of null/,
    );
  });
});

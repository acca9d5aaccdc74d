/**
 * The strong level with playout threads (`@katz/bots/threads`, real worker threads) plays exactly the games it
 * plays alone, and the threads really play some of the playouts; a helper whose threads have ended leaves
 * every playout to the search, which decides the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@katz/engine';
import { createBot, type PlayoutHelper } from '../src/index.js';
import { startPlayoutThreads, type PlayoutThreads } from '../src/threads/index.js';
import { counting } from './counting-helper.js';
import { playBots } from './play-bots.js';
import { dealt } from './positions.js';

function strongGame(seed: string, helper?: PlayoutHelper): Promise<Action[]> {
  const strong = createBot('strong', {
    seed: `${seed}-strong`,
    iterations: 200,
    ...(helper !== undefined && { helper }),
  });
  return playBots([strong, createBot('solid', { seed: `${seed}-solid` })], dealt(seed));
}

describe('playout threads', () => {
  let threads: PlayoutThreads;
  beforeAll(() => {
    threads = startPlayoutThreads(2);
  });
  afterAll(async () => {
    await threads.close();
  });

  it(
    'play the same games as the search alone, and take part of the playouts',
    { timeout: 120_000 },
    async () => {
      for (const seed of ['threads-1', 'threads-2', 'threads-3']) {
        const alone = await strongGame(seed);
        const { counts, counted } = counting(threads.helper);
        expect(await strongGame(seed, counted)).toEqual(alone);
        expect(counts.playouts).toBeGreaterThan(500);
        // The threads took some: the search's own thread did not play them all.
        expect(counts.ownThread).toBeLessThan(counts.playouts);
      }
    },
  );

  it('leave every playout to the search once they have ended', { timeout: 120_000 }, async () => {
    const ended = startPlayoutThreads(1);
    await ended.close();
    const { counts, counted } = counting(ended.helper);
    expect(await strongGame('threads-ended', counted)).toEqual(await strongGame('threads-ended'));
    expect(counts.ownThread).toBe(counts.playouts);
  });
});

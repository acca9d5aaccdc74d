/** A match's deal seeds and bot seeds come from the match seed under different labels. */
import { describe, expect, it } from 'vitest';
import { deal, SEED_PATTERN } from '@katz/engine';
import { botSeed, dealSeed } from '../src/match/match-seeds.js';

describe('match seeds', () => {
  it('are valid engine seeds, the same for the same inputs', () => {
    for (const seed of [dealSeed('bench', 0), botSeed('bench', 'g0', 1), dealSeed('ü and spaces', 3)]) {
      expect(seed).toMatch(SEED_PATTERN);
      expect(deal(seed).ok).toBe(true);
    }
    expect(dealSeed('bench', 7)).toBe(dealSeed('bench', 7));
    expect(botSeed('bench', 'g7', 0)).toBe(botSeed('bench', 'g7', 0));
  });

  it("never let a bot's seed tell the deal: no bot seed is a deal seed or made from it", () => {
    const deals = new Set(Array.from({ length: 200 }, (_, index) => dealSeed('m', index)));
    for (let game = 0; game < 400; game++) {
      for (const seat of [0, 1]) {
        const seed = botSeed('m', `g${game}`, seat);
        expect(deals.has(seed)).toBe(false);
        expect(seed).not.toContain('m-');
      }
    }
    // The old scheme: the deal seed was `<match seed>-<deal>`, the bot seed that text plus the game and seat.
    expect(dealSeed('m', 0)).not.toBe('m-0');
  });

  it('differ between deals, games, seats and match seeds', () => {
    const seeds = [
      dealSeed('a', 0),
      dealSeed('a', 1),
      dealSeed('b', 0),
      botSeed('a', 'g0', 0),
      botSeed('a', 'g0', 1),
      botSeed('a', 'g1', 0),
      botSeed('b', 'g0', 0),
    ];
    expect(new Set(seeds).size).toBe(seeds.length);
  });
});

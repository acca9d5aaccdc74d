/**
 * Where a result came from (src/review/result-account.ts): over games between levels, reviewed at light
 * settings, each seat's start, own decisions, opponent's decisions and cards add up to the result exactly, as the
 * review writes them; the two seats' accounts are each other's with the sign turned; and the verdict is one of
 * the sentences the page knows; in a draw, which of the play and the cards made up for the other.
 */
import { describe, expect, it } from 'vitest';
import type { BotLevel } from '../../src/levels.js';
import { reviewGame } from '../../src/review/review-game.js';
import type { ResultAccount } from '../../src/review/result-account.js';
import { VERDICTS, verdictOf } from '../../src/review/verdict.js';
import { levelGame, LIGHT_SETTINGS } from './review-games.js';

const PAIRS: readonly (readonly [BotLevel, BotLevel])[] = [
  ['random', 'solid'],
  ['solid', 'novice'],
  ['beginner', 'solid'],
  ['solid', 'solid'],
  ['strong', 'beginner'],
];

describe('the account of a result', () => {
  it.each(PAIRS)('adds up for both seats of %s against %s', async (...levels) => {
    const record = await levelGame(`account-${levels.join('-')}`, levels);
    const review = await reviewGame(record, LIGHT_SETTINGS);
    const [zero, one] = review.players;
    for (const player of review.players) {
      const { start, own, opponent, cards, final } = player.account;
      expect(Math.abs(start + own + opponent + cards - final)).toBeLessThan(1e-9);
      const result = review.result;
      if (result !== null) {
        expect(final).toBe(result.winner === null ? 0.5 : result.winner === player.seat ? 1 : 0);
      }
      expect(VERDICTS).toContain(player.verdict);
      if (final === 0.5) expect(['close', 'play-over-cards', 'cards-over-play']).toContain(player.verdict);
    }
    expect(zero.account.own).toBeCloseTo(-one.account.opponent, 9);
    expect(zero.account.cards).toBeCloseTo(-one.account.cards, 3);
    expect(zero.account.start).toBeCloseTo(1 - one.account.start, 9);
    // What a player's decisions did is what their decisions' effects add up to.
    const effects = review.decisions
      .filter((decision) => decision.seat === 0)
      .map((decision) => decision.effect);
    expect(zero.account.own).toBeCloseTo(
      effects.reduce((sum, effect) => sum + effect, 0),
      3,
    );
  });
});

describe('the verdict on a draw', () => {
  const drawn = (own: number, opponent: number, cards: number, error = 0.01): ResultAccount => ({
    start: 0.5 - own - opponent - cards,
    startError: 0,
    own,
    ownError: error,
    opponent,
    opponentError: error,
    cards,
    cardsError: error,
    final: 0.5,
    ended: true,
  });

  it('says which of the play and the cards made up for the other, from each seat', () => {
    // The seat's decisions cost half the game; the cards gave it back. The other seat: the mirror.
    expect(verdictOf(drawn(-0.5, 0, 0.5))).toBe('cards-over-play');
    expect(verdictOf(drawn(0, 0.5, -0.5))).toBe('play-over-cards');
  });

  it('is close where neither is clear: within the margin, or within three standard errors', () => {
    expect(verdictOf(drawn(-0.05, 0, 0.05))).toBe('close');
    expect(verdictOf(drawn(-0.3, 0, 0.3, 0.2))).toBe('close');
  });
});

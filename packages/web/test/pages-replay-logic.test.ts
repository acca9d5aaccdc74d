/**
 * The replay page's logic without a browser: the moments to step through, their turns' numbers (the review's),
 * and the fairness check, which must pass for an honest game and fail for a seed, a deal or a record that was
 * changed.
 */
import { gameSteps } from '@katz/bots/review';
import { describe, expect, it } from 'vitest';
import { seedHash } from '../src/game/seed-hash.js';
import { checkFairness } from '../src/pages/replay/fairness.js';
import { momentsOf } from '../src/pages/record/replay-steps.js';
import { turnNumbers, turnOfAction } from '../src/pages/record/turn-numbers.js';
import { finishedGame } from './connection/finished-game.js';
import { reviewedGame } from './support/reviewed-game.js';

describe('replay moments', () => {
  it('has the deal, then one moment per entry, ending in the final position', () => {
    const game = finishedGame('moments-1', 60);
    const moments = momentsOf(game);
    expect(moments).toHaveLength(game.entries.length + 1);
    expect(moments.map((moment) => moment.step)).toEqual([0, ...game.entries.map((entry) => entry.version)]);
    expect(moments[0]!.position.players).toEqual(game.start.players);
    // The last entry is a resignation: no card moves, so it repeats the position before it.
    expect(moments.at(-1)!.position).toBe(moments.at(-2)!.position);
    expect(moments.at(-1)!.position.players).toEqual(game.final.players);
    expect(moments.at(-1)!.position.building).toEqual(game.final.building);
  });
});

describe('turn numbers', () => {
  it("are the review's: every decision's turn, as katz review writes it, is its first action's", () => {
    for (const game of [finishedGame('turns-1'), reviewedGame().replay]) {
      const turns = turnNumbers(momentsOf(game));
      const { decisions } = gameSteps(game.record);
      expect(decisions.length).toBeGreaterThan(40);
      expect(decisions.map((decision) => turnOfAction(turns, decision.firstAction))).toEqual(
        decisions.map((decision) => decision.turn),
      );
    }
  });

  it('count from 1 after the unnumbered deal, and keep a resignation in the turn it ended', () => {
    const game = finishedGame('turns-2', 30);
    const turns = turnNumbers(momentsOf(game));
    expect(turns.slice(0, 2)).toEqual([0, 1]);
    // The resignation, by the player of the last move, which did not pass the turn, ends that move's turn.
    expect(game.entries.at(-1)?.kind).toBe('resign');
    expect(game.entries.at(-2)?.events.some((event) => event.type === 'turnPassed')).toBe(false);
    expect(turns.at(-1)).toBe(turns.at(-2));
  });
});

describe('the fairness check', () => {
  it('hashes as SHA-256 in hex', async () => {
    expect(await seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('passes for an honest game', async () => {
    const game = finishedGame('fair-1', 80);
    expect(await checkFairness(game)).toEqual({
      hash: game.seedHash,
      hashMatches: true,
      dealMatches: true,
      actionsReplay: true,
    });
  });

  it('fails for a changed seed, deal or record', async () => {
    const game = finishedGame('fair-2', 80);
    const otherSeed = await checkFairness({ ...game, seed: 'fair-3' });
    expect(otherSeed.hashMatches).toBe(false);
    expect(otherSeed.dealMatches).toBe(false);

    const [first, second, ...rest] = game.start.players[0].hand;
    const swapped = {
      ...game,
      start: {
        ...game.start,
        players: [
          { ...game.start.players[0], hand: [second!, first!, ...rest] },
          game.start.players[1],
        ] as const,
      },
    };
    const changedDeal = await checkFairness(swapped);
    expect(changedDeal).toMatchObject({ hashMatches: true, dealMatches: false, actionsReplay: true });

    const changedRecord = await checkFairness({
      ...game,
      record: { ...game.record, actions: game.record.actions.slice(0, -1) },
    });
    expect(changedRecord).toMatchObject({ hashMatches: true, dealMatches: true, actionsReplay: false });
  });
});

/**
 * A game that ends outside the rules (a resignation, the clock) right after a draw, before the drawing seat
 * decides again, still reviews: that last draw has no chance after it, so its luck is left out, and every other
 * figure stands. (On CI a resigned game against the computer failed to review, "the draw of action 0 has no
 * chances after it", when the computer's first stock play came just before the resignation.)
 */
import { apply, legalActions, SHUFFLE_VERSION, type Action, type SeededRecord } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import { gameSteps } from '../../src/review/game-steps.js';
import { reviewGame } from '../../src/review/review-game.js';
import { dealt } from '../positions.js';
import { LIGHT_SETTINGS } from './review-games.js';

/** The actions of a deal up to and including the first that turns a new stock card up. */
function upToFirstStockPlay(seed: string): Action[] {
  let position = dealt(seed);
  const actions: Action[] = [];
  for (let step = 0; step < 500; step++) {
    const choices = legalActions(position);
    const action =
      choices.find((choice) => choice.type === 'build' && choice.from === 'stock') ?? choices[0]!;
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    actions.push(action);
    position = applied.value.position;
    if (applied.value.events.some((event) => event.type === 'stockRevealed')) return actions;
  }
  throw new Error(`no stock play in the first 500 actions of ${seed}`);
}

describe('a game cut short right after a draw', () => {
  it('reviews, leaving out the luck of the draw nothing came after', async () => {
    const seed = 'cut-short-1';
    const record: SeededRecord = { seed, shuffle: SHUFFLE_VERSION, actions: upToFirstStockPlay(seed) };
    const steps = gameSteps(record);
    const last = steps.decisions.at(-1)!;
    expect(last.firstAction + last.actions.length).toBe(record.actions.length);
    expect(steps.draws.some((draw) => draw.decision === last.index && draw.kind === 'stock')).toBe(false);

    const review = await reviewGame(record, LIGHT_SETTINGS);
    expect(review.decisions).toHaveLength(steps.decisions.length);
    expect(review.draws).toHaveLength(steps.draws.length);
    expect(review.players.map((player) => player.seat)).toEqual([0, 1]);
  });
});

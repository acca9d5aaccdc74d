/** The worlds a bot samples agree with its view in everything the view shows. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random, viewPosition } from '@katz/engine';
import { fromCoreState } from '@katz/engine/core';
import { determinizer, UnplayableViewError } from '../src/view-state.js';
import { randomPosition } from './positions.js';

const seed = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);

describe('sampled worlds', () => {
  it('look exactly like the view to the player, and hold each card at most three times', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 150 }), (dealSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const view = viewPosition(position, position.toMove);
        const world = fromCoreState(determinizer(view).sample(Random.fromSeed(dealSeed)));
        expect(viewPosition(world, position.toMove)).toEqual(view);
        const counts = new Map<string, number>();
        const all = [
          ...world.players.flatMap((p) => [...p.stock, ...p.hand, ...p.discards.flat()]),
          ...world.building.flat(),
          ...world.drawPile,
          ...world.removed,
        ];
        for (const card of all) counts.set(card, (counts.get(card) ?? 0) + 1);
        expect(all).toHaveLength(156);
        expect(Math.max(...counts.values())).toBe(3);
      }),
      { numRuns: 300 },
    );
  });

  it('vary the hidden cards from one sample to the next', () => {
    const position = randomPosition('vary', 20);
    const worlds = determinizer(viewPosition(position, position.toMove));
    const random = Random.fromSeed('vary');
    const one = fromCoreState(worlds.sample(random)).drawPile;
    const two = fromCoreState(worlds.sample(random)).drawPile;
    expect(two).not.toEqual(one);
  });

  it('keep the other hand where a view shows it (the decision-quality bench judging a reading of it)', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 150 }), (dealSeed, steps) => {
        const position = randomPosition(dealSeed, steps);
        const other = position.toMove === 0 ? 1 : 0;
        const view = viewPosition(position, position.toMove);
        const hand = position.players[other].hand;
        const players = [view.players[0], view.players[1]] as const;
        const seen = {
          ...view,
          players:
            other === 0 ? [{ ...players[0], hand }, players[1]] : [players[0], { ...players[1], hand }],
        } as typeof view;
        const world = fromCoreState(determinizer(seen).sample(Random.fromSeed(dealSeed)));
        expect(world.players[other].hand).toEqual(hand);
        expect(viewPosition(world, position.toMove)).toEqual(view);
        expect(world.drawPile).toHaveLength(position.drawPile.length);
      }),
      { numRuns: 100 },
    );
  });

  it('cannot be drawn for a view with a fourth copy of a card', () => {
    const position = randomPosition('copies', 0);
    const view = viewPosition(position, position.toMove);
    const top = view.players[0].stockTop!;
    const forged = { ...view, removed: [top, top, top] };
    expect(() => determinizer(forged)).toThrow(UnplayableViewError);
    expect(() => determinizer(forged)).toThrow(/more than 3 copies/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  legalDestinations,
  predictView,
  revealsNothing,
  viewLegalActions,
  viewPosition,
  viewRefusal,
  type Action,
} from '../src/index.js';
import { discard, fromDiscard, fromHand, fromStock, position } from './builders.js';
import { randomGame } from './random-play.js';

const start = position({
  players: [
    { stock: '3C 9S 2D', hand: 'AS 7D KH', discards: ['3H', '', '', ''] },
    { stock: '5D QH', hand: '4S 4H' },
  ],
  building: ['AH', '', '', ''],
  drawPile: '2S 8C 6H 5C 10C',
});
const view = viewPosition(start, 0);

/** Steps of random games from several deals: positions early, mid and late in a game. */
const steps = ['a', 'b', 'c'].flatMap((seed) => randomGame(`moves-${seed}`, { playSeed: seed, limit: 400 }));

describe('moves from a view', () => {
  it('lists exactly the legal actions of the whole position, from the view alone', () => {
    for (const { before } of steps.filter((_, index) => index % 7 === 0)) {
      const own = viewPosition(before, before.toMove);
      expect(viewLegalActions(own)).toEqual(legalActions(before));
    }
  });

  it('has nothing to play when it is not the viewer’s turn', () => {
    expect(viewLegalActions(viewPosition(start, 1))).toEqual([]);
    expect(legalDestinations(viewPosition(start, 1), { from: 'stock' })).toEqual([]);
  });

  it('gives the piles a chosen card may go to', () => {
    expect(legalDestinations(view, { from: 'stock' }).map(({ to, pile }) => `${to}${pile}`)).toEqual([
      'building0',
    ]);
    expect(
      legalDestinations(view, { from: 'hand', card: 'AS' }).map(({ to, pile }) => `${to}${pile}`),
    ).toEqual(['building1', 'building2', 'building3', 'discard0', 'discard1', 'discard2', 'discard3']);
    expect(legalDestinations(view, { from: 'hand', card: 'KH' })).toHaveLength(8);
    expect(legalDestinations(view, { from: 'discard', pile: 0 })).toEqual([]);
    expect(legalDestinations(view, { from: 'discard', pile: 1 })).toEqual([]);
  });

  it('gives every destination as an action the engine accepts', () => {
    for (const { before } of steps.filter((_, index) => index % 11 === 0)) {
      const own = viewPosition(before, before.toMove);
      const hand = own.players[before.toMove].hand ?? [];
      const sources = [
        { from: 'stock' as const },
        ...hand.map((card) => ({ from: 'hand' as const, card })),
        ...([0, 1, 2, 3] as const).map((pile) => ({ from: 'discard' as const, pile })),
      ];
      const destinations = sources.flatMap((source) => legalDestinations(own, source));
      for (const { action } of destinations) expect(apply(before, action).ok).toBe(true);
      expect(new Set(destinations.map((d) => JSON.stringify(d.action))).size).toBe(
        legalActions(before).length,
      );
    }
  });

  it('says why an action is refused, in the engine’s words', () => {
    expect(viewRefusal(view, fromHand('7D', 0))).toEqual({
      code: 'does-not-fit',
      message: expect.stringContaining('does not fit'),
    });
    expect(viewRefusal(view, fromHand('QS', 0))?.code).toBe('card-not-in-hand');
    expect(viewRefusal(view, fromDiscard(2, 0))?.code).toBe('discard-pile-empty');
    expect(viewRefusal(view, fromStock(0))).toBeNull();
    const refused = apply(start, fromHand('7D', 0));
    expect(refused.ok ? null : refused.error).toEqual(viewRefusal(view, fromHand('7D', 0)));
  });

  it('refuses to answer for a view of someone not to move', () => {
    expect(() => viewRefusal(viewPosition(start, 1), discard('4S', 0))).toThrow(/player to move/);
  });

  it('tells the plays that reveal nothing from those that do', () => {
    expect(revealsNothing(view, fromHand('AS', 1))).toBe(true);
    expect(revealsNothing(view, fromStock(0))).toBe(false);
    expect(revealsNothing(view, discard('AS', 1))).toBe(false);
    expect(revealsNothing(view, fromHand('7D', 0))).toBe(false); // refused
    const lastCard = viewPosition(position({ ...sketchWithHand('2C') }), 0);
    expect(revealsNothing(lastCard, fromHand('2C', 0))).toBe(false); // empties the hand
  });

  it('predicts the view after a play that reveals nothing exactly as the engine plays it', () => {
    let checked = 0;
    for (const { before, action, after, events } of steps) {
      const own = viewPosition(before, before.toMove);
      const predicted = predictView(own, action);
      const hidden = events.some((event) =>
        ['stockRevealed', 'handRefilled', 'turnPassed'].includes(event.type),
      );
      expect(revealsNothing(own, action)).toBe(!hidden && !events.some((event) => event.type === 'gameOver'));
      if (predicted === null) continue;
      expect(predicted).toEqual(viewPosition(after, before.toMove));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('predicts nothing for a play that turns up a card', () => {
    const plays: Action[] = [fromStock(0), discard('AS', 2)];
    for (const action of plays) expect(predictView(view, action)).toBeNull();
  });
});

function sketchWithHand(hand: string) {
  return {
    players: [{ stock: '9S', hand }, { stock: '5D' }] as const,
    building: ['AH', '', '', ''] as const,
    drawPile: '2S 8C',
  };
}

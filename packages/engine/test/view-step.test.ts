/** Stepping a view through an action's events, as each viewer sees them, ends at that viewer's view after it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepView, viewEvent, viewPosition, type PlayerIndex, type PositionView } from '../src/index.js';
import { discard, fromStock, play, position } from './builders.js';
import { randomGame } from './random-play.js';

const seed = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
const viewer = fc.constantFrom<PlayerIndex | null>(0, 1, null);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('stepping a view through events', () => {
  it('turns the view before a play into the view after it, for either player and a spectator', () => {
    fc.assert(
      fc.property(seed, seed, viewer, (dealSeed, playSeed, who) => {
        for (const step of randomGame(dealSeed, { playSeed })) {
          let view: PositionView = viewPosition(step.before, who);
          for (const event of step.events) view = stepView(view, viewEvent(event, who));
          expect(view).toEqual(viewPosition(step.after, who));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never changes the view it is given', () => {
    fc.assert(
      fc.property(seed, seed, viewer, (dealSeed, playSeed, who) => {
        for (const step of randomGame(dealSeed, { playSeed, limit: 80 })) {
          const before = viewPosition(step.before, who);
          let view = deepFreeze(viewPosition(step.before, who));
          for (const event of step.events) view = deepFreeze(stepView(view, viewEvent(event, who)));
          expect(deepFreeze(viewPosition(step.before, who))).toEqual(before);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('turns up the stock’s next card only when the event shows it', () => {
    const start = position({
      players: [
        { stock: '3C AD', hand: 'KS 7D' },
        { stock: '5D QH', hand: '4S 4H' },
      ],
      drawPile: '2S 8C 6H',
    });
    const { events } = play(start, fromStock(0));
    const [built, revealed] = events;
    const afterBuilt = stepView(viewPosition(start, 1), viewEvent(built!, 1));
    expect(afterBuilt.players[0]).toMatchObject({ stockCount: 1, stockTop: null });
    expect(afterBuilt.building[0]).toEqual(['AD']);
    expect(stepView(afterBuilt, viewEvent(revealed!, 1)).players[0]).toMatchObject({
      stockCount: 1,
      stockTop: '3C',
    });
  });

  it('adds the drawn cards to a hand the viewer sees, and only their number to one they do not', () => {
    const start = position({
      players: [
        { stock: '3C', hand: '7D' },
        { stock: '5D', hand: '4S 4H' },
      ],
      drawPile: '2S 8C 6H 5C 10C 9D',
    });
    const { events } = play(start, discard('7D', 0));
    const refill = events.find((event) => event.type === 'handRefilled')!;
    const own = stepView(viewPosition(start, 0), viewEvent(refill, 0));
    const other = stepView(viewPosition(start, 1), viewEvent(refill, 1));
    expect(own.players[0].hand).toHaveLength(6);
    expect(other.players[0]).not.toHaveProperty('hand');
    expect(other.players[0].handCount).toBe(6);
  });
});

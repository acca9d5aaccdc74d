import { describe, expect, it } from 'vitest';
import { viewEvent, viewPosition, type GameEvent } from '../src/index.js';
import { discard, play, position } from './builders.js';

const start = position({
  players: [
    { stock: '3C 9S', hand: 'AS 7D', discards: ['JS', '', '', ''] },
    { stock: '5D QH', hand: '4S 4H' },
  ],
  building: ['AH', '', '', ''],
  drawPile: '2S 8C 6H 5C 10C',
});

describe('views', () => {
  it("shows a player their own hand and only counts of the other's", () => {
    const view = viewPosition(start, 1);
    expect(view).toEqual({
      viewer: 1,
      toMove: 0,
      players: [
        { stockCount: 2, stockTop: '9S', handCount: 2, discards: [['JS'], [], [], []] },
        { stockCount: 2, stockTop: 'QH', handCount: 2, hand: ['4S', '4H'], discards: [[], [], [], []] },
      ],
      building: [['AH'], [], [], []],
      drawPileCount: 5,
      removed: [],
    });
  });

  it('shares no array with the position: writing into a view changes nothing of the game', () => {
    const before = JSON.stringify(start);
    const view = viewPosition(start, 0);
    const mutable = view as unknown as {
      players: { hand?: string[]; discards: string[][] }[];
      building: string[][];
      removed: string[];
    };
    mutable.players[0]!.hand!.push('KS');
    mutable.players[0]!.hand!.reverse();
    mutable.players[0]!.discards[0]!.push('QS');
    mutable.players[1]!.discards[2]!.push('2H');
    mutable.building[0]!.pop();
    mutable.building[1]!.push('AS');
    mutable.removed.push('KH');
    expect(JSON.stringify(start)).toBe(before);
    expect(viewPosition(start, 0)).toEqual(viewPosition(start, 0));
    expect(viewPosition(start, 0).players[0].hand).toEqual(['AS', '7D']);
  });

  it('shows a spectator neither hand', () => {
    const view = viewPosition(start, null);
    expect(view.players.map((player) => 'hand' in player)).toEqual([false, false]);
  });

  it('hides the cards the other player draws, but not how many', () => {
    const { events } = play(start, discard('7D', 1));
    const refill = events.find((event) => event.type === 'handRefilled')!;
    expect(viewEvent(refill, 0)).toEqual(refill);
    expect(viewEvent(refill, 1)).toEqual({ type: 'handRefilled', player: 0, count: 4, drawPileCount: 1 });
    expect(viewEvent(refill, null)).not.toHaveProperty('cards');
    const others = events.filter((event) => event.type !== 'handRefilled');
    expect(others.map((event: GameEvent) => viewEvent(event, 1))).toEqual(others);
  });
});

/**
 * Legal-action counts for named positions, like a perft table: each row is a position whose count was worked out
 * by hand from the rules (the comment shows the sum), so a change in listing shows up as a changed number.
 */
import { describe, expect, it } from 'vitest';
import { deal, legalActions } from '../src/index.js';
import { position, type PositionSketch } from './builders.js';

const rows: readonly (readonly [name: string, sketch: PositionSketch, count: number])[] = [
  // Nothing builds on four empty piles but aces and kings: 5 distinct hand cards x 4 discard piles.
  [
    'no ace, no king',
    { players: [{ stock: '9H', hand: '5C 4H JD 9C 5H' }, { stock: 'QS' }], drawPile: '2S' },
    20,
  ],
  // Copies of a card are one action: AS (4 builds + 4 discards) and 2H (4 discards).
  [
    'three aces and two twos',
    { players: [{ stock: '9S', hand: 'AS AS AS 2H 2H' }, { stock: 'QS' }], drawPile: '3S' },
    12,
  ],
  // Stock ace onto 4 piles; 4 kings each 4 builds + 4 discards.
  ['four kings', { players: [{ stock: 'AS', hand: 'KS KH KD KC' }, { stock: 'QS' }], drawPile: '3S' }, 36],
  // The most there can be: stock K 4, four K discard tops 16, four K hand cards 32, an ace 8.
  [
    'kings everywhere',
    {
      players: [{ stock: 'KS', hand: 'KS KH KD KC AS', discards: ['KS', 'KH', 'KD', 'KC'] }, { stock: 'QS' }],
      drawPile: '3S',
    },
    60,
  ],
  // Stock 2H onto pile 3 (1); 3D onto pile 0 and KC anywhere (5); 3S, QS, AS, 2D build once each (4); 20 discards.
  [
    'mid-game',
    {
      players: [
        { stock: '5S 2H', hand: '3S QS AS 2D 7C', discards: ['9C 3D', 'JH', '', 'KC'] },
        { stock: 'QS', hand: '4C' },
      ],
      building: ['AH 2H', '', 'AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC', 'AD'],
      drawPile: '3H',
    },
    30,
  ],
  // A king on a building pile stands for the value it completes: both piles have value 2 and take a 3.
  [
    'kings on the building piles',
    {
      players: [{ stock: '3S', hand: '3H' }, { stock: 'QS' }],
      building: ['AS KS', 'KD KH', '', ''],
      drawPile: '4S',
    },
    2 + 2 + 4,
  ],
  ['game over by stock', { players: [{ stock: '', hand: '3H' }, { stock: 'QS' }], drawPile: '4S' }, 0],
  ['game over by draw pile', { players: [{ stock: '2S', hand: '3H' }, { stock: 'QS' }] }, 0],
];

describe('legal-action counts', () => {
  it.each(rows)('%s: %i', (_, sketch, count) => {
    expect(legalActions(position(sketch))).toHaveLength(count);
  });

  it('lists every action once', () => {
    for (const [, sketch] of rows) {
      const listed = legalActions(position(sketch)).map((action) => JSON.stringify(action));
      expect(new Set(listed).size).toBe(listed.length);
    }
  });

  it('opening of seed 42: 20 discards, nothing builds', () => {
    const dealt = deal('42');
    expect(dealt.ok && legalActions(dealt.value)).toHaveLength(20);
  });
});

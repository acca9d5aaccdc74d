/** A view that arrives as JSON is checked as far as the view allows, naming the place and the rule of a fault. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseView, viewPosition, type InputErrorCode, type PositionView } from '../src/index.js';
import { position } from './builders.js';
import { dealt, randomGame } from './random-play.js';

const table = position({
  players: [
    { stock: '9S', hand: 'AS 2S', discards: ['7H 6H'] },
    { stock: 'QH', hand: '4S' },
  ],
  building: ['AH 2H', '', '', ''],
  drawPile: '5S 6S',
});

type ViewJson = PositionView & Record<string, unknown>;

/** Player 0's view of the table above, with one part of its JSON replaced. */
function broken(change: (json: ViewJson) => unknown): unknown {
  const json = structuredClone(viewPosition(table, 0)) as ViewJson;
  return change(json) ?? json;
}

const cases: readonly (readonly [string, unknown, InputErrorCode, string, RegExp])[] = [
  ['not an object', 'view', 'wrong-type', '', /must be an object/],
  ['an unknown field', broken((j) => ({ ...j, drawPile: [] })), 'unknown-field', 'drawPile', /unknown field/],
  [
    'no drawPileCount',
    broken(({ drawPileCount: _, ...rest }) => rest),
    'missing-field',
    'drawPileCount',
    /missing field "drawPileCount"/,
  ],
  ['viewer 2', broken((j) => ({ ...j, viewer: 2 })), 'wrong-type', 'viewer', /0, 1 or null/],
  ['toMove null', broken((j) => ({ ...j, toMove: null })), 'wrong-type', 'toMove', /one of 0, 1/],
  [
    'one player',
    broken((j) => ({ ...j, players: [j.players[0]] })),
    'wrong-length',
    'players',
    /exactly 2 players/,
  ],
  [
    'a negative stock count',
    broken((j) => ({ ...j, players: [{ ...j.players[0], stockCount: -1 }, j.players[1]] })),
    'wrong-type',
    'players[0].stockCount',
    /whole number from 0 to 156/,
  ],
  [
    'a stock top on an empty stock',
    broken((j) => ({ ...j, players: [j.players[0], { ...j.players[1], stockCount: 0 }] })),
    'stock-top-mismatch',
    'players[1].stockTop',
    /exactly when the stock is not empty/,
  ],
  [
    'a stock without a top',
    broken((j) => ({ ...j, players: [{ ...j.players[0], stockTop: null }, j.players[1]] })),
    'stock-top-mismatch',
    'players[0].stockTop',
    /stockCount is 1/,
  ],
  [
    'a stock top that is no card',
    broken((j) => ({ ...j, players: [{ ...j.players[0], stockTop: '9X' }, j.players[1]] })),
    'not-a-card',
    'players[0].stockTop',
    /"9X" at players\[0\]\.stockTop is not a card/,
  ],
  [
    'six cards in hand',
    broken((j) => ({ ...j, players: [j.players[0], { ...j.players[1], handCount: 6 }] })),
    'wrong-type',
    'players[1].handCount',
    /from 0 to 5/,
  ],
  [
    'a hand that does not match its count',
    broken((j) => ({ ...j, players: [{ ...j.players[0], handCount: 3 }, j.players[1]] })),
    'hand-count-mismatch',
    'players[0].hand',
    /holds 2 cards, but handCount is 3/,
  ],
  [
    "the viewer's hand missing",
    broken((j) => ({ ...j, players: [{ ...j.players[0], hand: undefined }, j.players[1]] })),
    'hand-visibility',
    'players[0].hand',
    /shows that player's hand/,
  ],
  [
    "the other player's hand shown",
    broken((j) => ({ ...j, players: [j.players[0], { ...j.players[1], hand: ['4S'] }] })),
    'hand-visibility',
    'players[1].hand',
    /no hand but the viewer's own/,
  ],
  [
    'a hand in a spectator view',
    broken((j) => ({ ...j, viewer: null })),
    'hand-visibility',
    'players[0].hand',
    /no hand but the viewer's own/,
  ],
  [
    'three discard piles',
    broken((j) => ({ ...j, players: [{ ...j.players[0], discards: [[], [], []] }, j.players[1]] })),
    'wrong-length',
    'players[0].discards',
    /exactly 4 piles, not 3/,
  ],
  [
    'a building pile out of sequence',
    broken((j) => ({ ...j, building: [['AH', '3H'], [], [], []] })),
    'building-out-of-sequence',
    'building[0][1]',
    /3H cannot lie on a building pile of 1 cards/,
  ],
  [
    'removed cards that are no completed pile',
    broken((j) => ({ ...j, removed: ['AD'] })),
    'removed-not-complete-piles',
    'removed',
    /piles of 12/,
  ],
  [
    'a fourth copy in view',
    broken((j) => ({ ...j, building: [['AH', '2H'], ['AS'], ['AS'], ['AS']] })),
    'too-many-copies',
    'building[3][0]',
    /AS appears a fourth time/,
  ],
];

describe('parseView', () => {
  it.each(cases)('rejects %s', (_, input, code, path, message) => {
    const parsed = parseView(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.path).toBe(path);
    expect(parsed.error.message).toMatch(message);
  });

  it('prefixes paths when the view sits inside a larger document', () => {
    const parsed = parseView(
      broken((j) => ({ ...j, toMove: 'me' })),
      'view',
    );
    expect(parsed).toMatchObject({ ok: false, error: { path: 'view.toMove' } });
  });

  it("gives back every view of a game, as JSON, unchanged: each player's and a spectator's", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 300 }), (seed, steps) => {
        const played = randomGame(`view-${seed}`, { playSeed: `play-${seed}`, limit: steps });
        const game = played.at(-1)?.after ?? dealt(`view-${seed}`);
        for (const viewer of [0, 1, null] as const) {
          const json: unknown = JSON.parse(JSON.stringify(viewPosition(game, viewer)));
          expect(parseView(json)).toEqual({ ok: true, value: json });
        }
      }),
      { numRuns: 60 },
    );
  });
});

/** Parsing checks a position completely and names the place and the rule of the first fault. */
import { describe, expect, it } from 'vitest';
import { parsePosition, type InputErrorCode } from '../src/index.js';
import { positionJson, type PositionSketch } from './builders.js';

const valid: PositionSketch = {
  players: [
    { stock: '9S', hand: 'AS 2S' },
    { stock: 'QH', hand: '4S' },
  ],
  building: ['AH 2H', '', '', ''],
  drawPile: '5S 6S',
};

/** The valid position above, with one part of its JSON replaced. */
function broken(
  change: (json: Record<string, unknown> & ReturnType<typeof positionJson>) => unknown,
): unknown {
  const json = structuredClone(positionJson(valid)) as Record<string, unknown> &
    ReturnType<typeof positionJson>;
  return change(json) ?? json;
}

const cases: readonly (readonly [string, unknown, InputErrorCode, string, RegExp])[] = [
  ['not an object', [], 'wrong-type', '', /must be an object/],
  ['an unknown field', broken((j) => ({ ...j, seed: 'x' })), 'unknown-field', 'seed', /unknown field "seed"/],
  [
    'toMove missing',
    broken(({ toMove: _, ...rest }) => rest),
    'missing-field',
    'toMove',
    /missing field "toMove"/,
  ],
  ['toMove 2', broken((j) => ({ ...j, toMove: 2 })), 'wrong-type', 'toMove', /one of 0, 1/],
  [
    'three players',
    broken((j) => ({ ...j, players: [...j.players, j.players[0]] })),
    'wrong-length',
    'players',
    /exactly 2 players/,
  ],
  [
    'one player',
    broken((j) => ({ ...j, players: [j.players[0]] })),
    'wrong-length',
    'players',
    /exactly 2 players/,
  ],
  [
    'an unknown card',
    broken((j) => ({ ...j, drawPile: ['5S', '1S'] })),
    'not-a-card',
    'drawPile[1]',
    /"1S" at drawPile\[1\] is not a card/,
  ],
  [
    'a card in lower case',
    broken((j) => ({ ...j, players: [{ ...j.players[0], hand: ['as'] }, j.players[1]] })),
    'not-a-card',
    'players[0].hand[0]',
    /not a card/,
  ],
  [
    'a fourth copy',
    broken((j) => ({ ...j, drawPile: ['4S', '4S', '4S'] })),
    'too-many-copies',
    'drawPile[2]',
    /4S appears a fourth time/,
  ],
  [
    'six hand cards',
    broken((j) => ({
      ...j,
      players: [{ ...j.players[0], hand: ['AS', '2S', '3S', '4D', '5S', '6S'] }, j.players[1]],
    })),
    'hand-too-large',
    'players[0].hand',
    /at most 5 cards/,
  ],
  [
    'three discard piles',
    broken((j) => ({ ...j, players: [j.players[0], { ...j.players[1], discards: [[], [], []] }] })),
    'wrong-length',
    'players[1].discards',
    /exactly 4 piles, not 3/,
  ],
  [
    'five building piles',
    broken((j) => ({ ...j, building: [[], [], [], [], []] })),
    'wrong-length',
    'building',
    /exactly 4 piles/,
  ],
  [
    'a building pile out of sequence',
    broken((j) => ({ ...j, building: [['AH', '3H'], [], [], []] })),
    'building-out-of-sequence',
    'building[0][1]',
    /3H cannot lie on a building pile of 1 cards/,
  ],
  [
    'a building pile not starting with A',
    broken((j) => ({ ...j, building: [[], ['2D'], [], []] })),
    'building-out-of-sequence',
    'building[1][0]',
    /value 1 or a K/,
  ],
  [
    'a complete building pile',
    broken((j) => ({
      ...j,
      building: [[], [], ['AD', '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', 'JD', 'QD'], []],
    })),
    'building-complete',
    'building[2]',
    /removed from the game at once/,
  ],
  [
    'removed not in twelves',
    broken((j) => ({ ...j, removed: ['AD'] })),
    'removed-not-complete-piles',
    'removed',
    /piles of 12/,
  ],
  [
    'both stocks empty',
    broken((j) => ({
      ...j,
      players: [
        { ...j.players[0], stock: [] },
        { ...j.players[1], stock: [] },
      ],
    })),
    'both-stocks-empty',
    'players',
    /both stocks are empty/,
  ],
  [
    'the player to move without cards',
    broken((j) => ({ ...j, players: [{ ...j.players[0], hand: [] }, j.players[1]] })),
    'empty-hand-to-move',
    'players[0].hand',
    /refilled at once/,
  ],
  [
    'a pile that is not an array',
    broken((j) => ({ ...j, drawPile: '5S' })),
    'wrong-type',
    'drawPile',
    /must be an array, not string/,
  ],
];

describe('parsePosition', () => {
  it('accepts a valid position and fills in an omitted "removed"', () => {
    const { removed: _, ...json } = positionJson(valid);
    const parsed = parsePosition(json);
    expect(parsed.ok && parsed.value.removed).toEqual([]);
  });

  it.each(cases)('rejects %s', (_, input, code, path, message) => {
    const parsed = parsePosition(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.path).toBe(path);
    expect(parsed.error.message).toMatch(message);
  });

  it('prefixes paths when the position sits inside a larger document', () => {
    const parsed = parsePosition(
      broken((j) => ({ ...j, toMove: 'me' })),
      'position',
    );
    expect(parsed).toMatchObject({ ok: false, error: { path: 'position.toMove' } });
  });

  it('accepts a finished game whose player to move has no cards', () => {
    const json = broken((j) => ({
      ...j,
      drawPile: [],
      players: [{ ...j.players[0], hand: [] }, j.players[1]],
    }));
    expect(parsePosition(json).ok).toBe(true);
  });
});

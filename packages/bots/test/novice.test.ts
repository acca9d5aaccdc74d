/** The novice, the first level offered to people: the obvious stock play, and a beginner's discards. */
import { describe, expect, it } from 'vitest';
import { parsePosition, viewPosition, type PositionJson } from '@katz/engine';
import { createBot } from '../src/index.js';

const cards = (text: string) => text.split(' ').filter((card) => card !== '');

/** Player 0 to move with this stock top, hand and building piles; the hidden cards are filled with fours. */
function view(stock: string, hand: string, building: readonly [string, string, string, string]) {
  const json = {
    toMove: 0,
    players: [
      { stock: cards(`5C ${stock}`), hand: cards(hand), discards: [['7D'], [], [], []] },
      { stock: cards('6C QC'), hand: cards('4S 4H 4D 6S 6H'), discards: [[], [], [], []] },
    ],
    building: building.map(cards),
    drawPile: cards('8S 8H 8D 8C 9S 9H 9D 9C 10S 10H'),
    removed: [],
  } as unknown as PositionJson;
  const position = parsePosition(json);
  if (!position.ok) throw new Error(`${position.error.path}: ${position.error.message}`);
  return viewPosition(position.value, 0);
}

const SEEDS = Array.from({ length: 40 }, (_, i) => `novice-${String(i)}`);

describe('the novice', () => {
  it('always plays its stock card when it fits a building pile as it lies', async () => {
    const position = view('3H', '9S 10S JS QS 2S', ['AS 2D', '', '', '']);
    for (const seed of SEEDS) {
      expect(await createBot('novice', { seed }).decide(position)).toEqual({
        type: 'build',
        from: 'stock',
        to: 0,
      });
    }
  });

  it('discards without a plan: with nothing to build, any hand card onto any discard pile', async () => {
    // Nothing in hand, on the discard top or on the stock fits piles of heights 2 and 0 (no ace, no three).
    const position = view('9H', '9S 10S JS QS 5S', ['AS 2D', '', '', '']);
    const discards = new Set<string>();
    for (const seed of SEEDS) {
      const action = await createBot('novice', { seed }).decide(position);
      expect(action.type).toBe('discard');
      if (action.type === 'discard') discards.add(`${action.card} onto ${String(action.to)}`);
    }
    // A player with a plan would pick one discard here (solid: the same one for every seed).
    expect(discards.size).toBeGreaterThan(5);
  });
});

/** The solid player's strategy in named positions: each test is one rule of docs/bots.md. */
import { describe, expect, it } from 'vitest';
import { parsePosition, viewPosition, type Action, type PositionJson } from '@katz/engine';
import { createBot } from '../src/index.js';

interface Sketch {
  readonly stock: string;
  readonly hand: string;
  readonly discards?: readonly [string, string, string, string];
  readonly otherStock: string;
  readonly building: readonly [string, string, string, string];
}

const cards = (text: string) => text.split(' ').filter((card) => card !== '');

/** A position with player 0 to move; the opponent's hidden cards and the draw pile are filled with fours. */
function view(sketch: Sketch) {
  const json: PositionJson = {
    toMove: 0,
    players: [
      {
        stock: cards(`5C ${sketch.stock}`),
        hand: cards(sketch.hand),
        discards: (sketch.discards ?? ['', '', '', '']).map(cards) as never,
      },
      { stock: cards(`6C ${sketch.otherStock}`), hand: cards('4S 4H 4D 6S 6H'), discards: [[], [], [], []] },
    ],
    building: sketch.building.map(cards) as never,
    drawPile: cards('8S 8H 8D 8C 9S 9H 9D 9C 10S 10H'),
    removed: [],
  } as PositionJson;
  const position = parsePosition(json);
  if (!position.ok) throw new Error(`${position.error.path}: ${position.error.message}`);
  return viewPosition(position.value, 0);
}

async function solidPlays(sketch: Sketch): Promise<Action[]> {
  const bot = createBot('solid', { seed: 'rules' });
  // The first actions of its plan, as long as it keeps building without new cards.
  const first = await bot.decide(view(sketch));
  return [first];
}

describe('the solid player', () => {
  it('plays its stock card when it fits', async () => {
    const [action] = await solidPlays({
      stock: '3H',
      hand: '9S 10S JS QS 2S',
      otherStock: 'QC',
      building: ['AS 2D', '', '', ''],
    });
    expect(action).toEqual({ type: 'build', from: 'stock', to: 0 });
  });

  it('builds a chain from hand and discard tops to reach its stock card', async () => {
    const [action] = await solidPlays({
      stock: '6H',
      hand: '3S 9S JS QS 5S',
      discards: ['4D', '', '', ''],
      otherStock: 'QC',
      building: ['AS 2D', '', '', ''],
    });
    expect(action).toEqual({ type: 'build', from: 'hand', card: '3S', to: 0 });
  });

  it('spends a king when it unlocks the stock card', async () => {
    const [action] = await solidPlays({
      stock: '4H',
      hand: 'KS 9S JS QS 10S',
      otherStock: 'QC',
      building: ['AS 2D', '', '', ''],
    });
    expect(action).toEqual({ type: 'build', from: 'hand', card: 'KS', to: 0 });
  });

  it('keeps its king when it unlocks nothing', async () => {
    const [action] = await solidPlays({
      stock: 'QH',
      hand: 'KS 9S JS 7S 10S',
      otherStock: '10C',
      building: ['AS 2D', '', '', ''],
    });
    expect(action).not.toMatchObject({ card: 'KS' });
  });

  it('does not build a pile to one below the opponent’s stock card', async () => {
    // Playing 3S onto A 2 would let the opponent put their 4 on it.
    const [action] = await solidPlays({
      stock: 'QH',
      hand: '3S 9S JS 7S 10S',
      otherStock: '4C',
      building: ['AS 2D', '', '', ''],
    });
    expect(action).not.toMatchObject({ type: 'build', card: '3S' });
  });
});

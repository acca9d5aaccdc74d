/**
 * Reading the opponent's last turn: whether held cards could have reached a stock top, and which of the
 * opponent's cards a reader takes as held, checked against real games between solid players.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  parsePosition,
  Random,
  statusOf,
  viewPosition,
  type Card,
  type Position,
  type PositionJson,
} from '@katz/engine';
import { cardCode, toCoreState } from '@katz/engine/core';
import { createBot } from '../src/bot.js';
import { DiscardCheck } from '../src/plan/discard-read.js';
import { couldReachStock } from '../src/plan/stock-reach.js';
import { LastTurnReader } from '../src/search/last-turn.js';
import { determinizer } from '../src/view-state.js';
import { dealt, randomPosition } from './positions.js';

/** A position whose player 1 holds `hand`, has `discards` and the stock top `stockTop`; player 0 is to move. */
function table(hand: Card[], discards: Card[][], stockTop: Card): Position {
  const json: PositionJson = {
    toMove: 0,
    players: [
      { stock: ['2C', '9C'], hand: ['3C', '4C', '5C', '6C', '7C'], discards: [[], [], [], []] },
      {
        stock: ['8D', stockTop],
        hand,
        discards: [discards[0] ?? [], discards[1] ?? [], discards[2] ?? [], discards[3] ?? []],
      },
    ],
    building: [[], [], [], []],
    drawPile: ['AH', 'AC', 'AD'],
    removed: [],
  };
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const reaches = (position: Position, held: number, heights: number[]) =>
  couldReachStock(toCoreState(position), 1, { held, heights });

describe('whether held cards could have reached the stock top', () => {
  it('reaches with the cards in order from hand and discard piles, kings wild', () => {
    const position = table(['3S', 'KH', 'QS', '9S', '9H'], [['JD', '4D']], '6S');
    // A pile at 2 takes 3 (hand), 4 (discard top), K as 5, then the stock's 6.
    expect(reaches(position, 2, [2, 0, 0, 0])).toBe(true);
    // Without the king (the second hand card not held), 5 is missing.
    expect(reaches(position, 1, [2, 0, 0, 0])).toBe(false);
    // A pile at 5 takes the 6 at once, whatever is held.
    expect(reaches(position, 0, [0, 5, 0, 0])).toBe(true);
  });

  it('digs into a discard pile once its top is played', () => {
    const position = table(['QS', 'QH', 'QD', 'QC', 'JH'], [['3D', 'AD', '2D']], '4S');
    // Pile 0 at 1 takes the 2, then nothing; pile 1 at 0 takes the A that the 2 uncovered, then the 3 under it.
    expect(reaches(position, 4, [1, 0, 5, 5])).toBe(true);
    expect(reaches(position, 4, [1, 6, 5, 5])).toBe(false);
  });

  it('starts a pile again after its queen', () => {
    const position = table(['QS', 'AS', '5S', '5S', '5S'], [], '2S');
    expect(reaches(position, 2, [11, 11, 11, 11])).toBe(true);
    expect(reaches(position, 1, [11, 11, 11, 11])).toBe(false);
  });

  it('is always true for a king on the stock, and false for an empty stock', () => {
    expect(reaches(table(['QS', 'QH', 'QD', 'QC', 'JS'], [], 'KS'), 0, [0, 0, 0, 0])).toBe(true);
    const empty = table(['QS', 'QH', 'QD', 'QC', 'JS'], [], '7S');
    const core = toCoreState({ ...empty, players: [empty.players[0], { ...empty.players[1], stock: [] }] });
    expect(couldReachStock(core, 1, { held: 4, heights: [6, 6, 6, 6] })).toBe(false);
  });
});

describe('the last-turn reader', () => {
  it('never rules out the real world between players who play their stock top when they can', async () => {
    let questions = 0;
    let turnStarts = 0;
    for (const seed of ['read1', 'read2', 'read3']) {
      let position = dealt(seed);
      const bots = [createBot('solid', { seed: `${seed}-0` }), createBot('solid', { seed: `${seed}-1` })];
      const readers = [new LastTurnReader(), new LastTurnReader()];
      let previous: number | null = null;
      while (!statusOf(position).over) {
        const me = position.toMove;
        const view = viewPosition(position, me);
        const question = readers[me]!.observe(view).reach;
        const turnStart = previous !== me;
        if (turnStart) turnStarts++;
        if (question !== null) {
          // The reader takes the first cards of the opponent's hand as the ones held through their turn, and
          // the building piles as the turn started; neither changes while we play.
          expect(couldReachStock(toCoreState(position), 1 - me, question)).toBe(false);
          if (turnStart) {
            questions++;
            expect(question.heights).toEqual(position.building.map((pile) => pile.length));
          }
        }
        const action = await bots[me]!.decide(view);
        readers[me]!.acted(view, action);
        const result = apply(position, action);
        if (!result.ok) throw new Error(result.error.message);
        previous = me;
        position = result.value.position;
      }
    }
    // Most turn starts follow a turn in which the opponent drew one to four cards.
    expect(questions).toBeGreaterThan(turnStarts / 4);
  });

  it('reads the discard as solid makes it, and never rules out the real world between solid players', async () => {
    let discards = 0;
    let turnStarts = 0;
    let drawn = 0;
    let ruledOut = 0;
    const check = new DiscardCheck();
    const random = Random.fromSeed('discard-worlds');
    for (const seed of ['discard1', 'discard2', 'discard3']) {
      let position = dealt(seed);
      const bots = [createBot('solid', { seed: `${seed}-0` }), createBot('solid', { seed: `${seed}-1` })];
      const readers = [new LastTurnReader(true), new LastTurnReader(true)];
      let previous: number | null = null;
      let lastDiscard: { card: Card; pile: number } | null = null;
      while (!statusOf(position).over) {
        const me = position.toMove;
        const view = viewPosition(position, me);
        const { discard } = readers[me]!.observe(view);
        if (previous !== me) {
          turnStarts++;
          if (discard !== null) {
            discards++;
            // The opponent's discard as it was made, and their hand as they hold it: kept cards first.
            expect({ card: discard.card, pile: discard.pile }).toEqual({
              card: cardCode(lastDiscard!.card),
              pile: lastDiscard!.pile,
            });
            expect(check.couldHaveDiscarded(toCoreState(position), 1 - me, discard)).toBe(true);
            // Worlds drawn from the view, as a search draws them: many give the opponent a better discard.
            const worlds = determinizer(view);
            for (let i = 0; i < 10; i++) {
              drawn++;
              if (!check.couldHaveDiscarded(worlds.sample(random), 1 - me, discard)) ruledOut++;
            }
          }
        }
        const action = await bots[me]!.decide(view);
        readers[me]!.acted(view, action);
        if (action.type === 'discard') lastDiscard = { card: action.card, pile: action.to };
        const result = apply(position, action);
        if (!result.ok) throw new Error(result.error.message);
        previous = me;
        position = result.value.position;
      }
    }
    expect(discards).toBeGreaterThan(turnStarts / 2);
    expect(ruledOut).toBeGreaterThan(drawn / 5);
  });

  it('reads nothing at the game’s first turn, nor on a view from the middle of a game', () => {
    const first = dealt('read-first');
    const nothing = { reach: null, discard: null };
    expect(new LastTurnReader(true).observe(viewPosition(first, first.toMove))).toEqual(nothing);
    const later = randomPosition('read-later', 120);
    expect(new LastTurnReader(true).observe(viewPosition(later, later.toMove))).toEqual(nothing);
  });
});

/** One test per rule of docs/rules.md, named after it. */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, apply, legalActions, parseAction, statusOf, viewPosition } from '../src/index.js';
import { allCards, discard, fromDiscard, fromHand, fromStock, play, position } from './builders.js';
import { dealt } from './random-play.js';

describe('rules', () => {
  it('rule 1: three decks of 52, no jokers, 156 cards; K is wild; suits never matter', () => {
    const cards = allCards(dealt('rule-1'));
    expect(cards).toHaveLength(156);
    for (const card of ALL_CARDS) expect(cards.filter((c) => c === card)).toHaveLength(3);

    const start = position({
      players: [{ stock: 'QS', hand: 'KH 2D 2C' }, { stock: 'QH' }],
      building: ['AS', 'AH 2H 3S', '', 'AC KD 3H 4H 5H 6H 7H 8H 9H 10H JH'],
      drawPile: '5S',
    });
    // A king goes onto every pile, empty or not; a 2 of any suit goes onto any ace.
    expect(apply(start, fromHand('KH', 0)).ok && apply(start, fromHand('KH', 2)).ok).toBe(true);
    expect(apply(start, fromHand('KH', 1)).ok && apply(start, fromHand('KH', 3)).ok).toBe(true);
    expect(apply(start, fromHand('2D', 0)).ok).toBe(true);
    expect(apply(start, fromHand('2C', 0)).ok).toBe(true);
  });

  it('rule 2: the deal gives each player a stock of 15 and a hand of 5, leaves 116 to draw, and the seed picks who starts', () => {
    const start = dealt('rule-2');
    for (const player of start.players) {
      expect(player.stock).toHaveLength(15);
      expect(player.hand).toHaveLength(5);
      expect(player.discards).toEqual([[], [], [], []]);
    }
    expect(start.drawPile).toHaveLength(116);
    expect(start.building).toEqual([[], [], [], []]);
    expect(dealt('rule-2')).toEqual(start);
    const starters = new Set(Array.from({ length: 40 }, (_, i) => dealt(`starter-${i}`).toMove));
    expect(starters).toEqual(new Set([0, 1]));
  });

  it('rule 3: hand cards, discard tops and the stock top build; an empty pile takes A or K, a pile of value v takes v+1 or K', () => {
    const start = position({
      players: [{ stock: '9S 3D', hand: 'AS 4C 5C', discards: ['2H', '7S 2C'] }, { stock: 'QH' }],
      building: ['', 'AH', 'AC KS', 'AD 2D 3D 4D'],
      drawPile: '5S',
    });
    expect(apply(start, fromHand('AS', 0)).ok).toBe(true);
    expect(apply(start, fromHand('4C', 0))).toMatchObject({ ok: false, error: { code: 'does-not-fit' } });
    expect(apply(start, fromDiscard(0, 1)).ok).toBe(true);
    expect(apply(start, fromDiscard(1, 1)).ok).toBe(true);
    // The king on pile 2 stands for 2, so the pile has value 2 and takes a 3: the stock's 3D.
    expect(apply(start, fromStock(2)).ok).toBe(true);
    expect(apply(start, fromStock(1))).toMatchObject({ ok: false, error: { code: 'does-not-fit' } });
    expect(apply(start, fromHand('5C', 3)).ok).toBe(true);
    // Only the top of a discard pile plays: the 7S under the 2C is out of reach.
    expect(legalActions(start).filter((a) => a.type === 'build' && a.from === 'discard')).toEqual([
      fromDiscard(0, 1),
      fromDiscard(1, 1),
    ]);
    // Building does not end the turn.
    expect(play(start, fromHand('AS', 0)).position.toMove).toBe(0);
  });

  it('rule 4: a pile that reaches 12 leaves the game at once, and its place opens again with an A or a K', () => {
    const start = position({
      players: [{ stock: '9S', hand: 'QS KH AD' }, { stock: 'QH' }],
      building: ['AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC', 'AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH', '', ''],
      drawPile: '5S',
      removed: 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS',
    });
    const queen = play(start, fromHand('QS', 0));
    expect(queen.position.building[0]).toEqual([]);
    expect(queen.position.removed.slice(12)).toEqual([
      'AC',
      '2C',
      '3C',
      '4C',
      '5C',
      '6C',
      '7C',
      '8C',
      '9C',
      '10C',
      'JC',
      'QS',
    ]);
    expect(queen.events).toContainEqual(expect.objectContaining({ type: 'pileCompleted', pile: 0 }));
    const king = play(queen.position, fromHand('KH', 1));
    expect(king.position.building[1]).toEqual([]);
    expect(king.position.removed).toHaveLength(36);
    expect(apply(king.position, fromHand('AD', 0)).ok).toBe(true);
    expect(apply(king.position, fromHand('AD', 1)).ok).toBe(true);
  });

  it('rule 5: the turn ends when a hand card goes onto one of the own discard piles; the stock never does', () => {
    const start = position({
      players: [
        { stock: '9S', hand: 'KH 7D 3C', discards: ['JS', '', '', ''] },
        { stock: 'QH', hand: '4S' },
      ],
      drawPile: '5S 6S 7S 8S',
    });
    const actions = legalActions(start);
    // Any hand card, a king too, onto any of the four discard piles, in any order.
    for (const card of ['KH', '7D', '3C'] as const) {
      for (const to of [0, 1, 2, 3] as const) expect(actions).toContainEqual(discard(card, to));
    }
    const after = play(start, discard('KH', 0));
    expect(after.position.players[0].discards[0]).toEqual(['JS', 'KH']);
    expect(after.position.toMove).toBe(1);
    expect(after.events.at(-1)).toEqual({ type: 'turnPassed', player: 0, toMove: 1 });
    // There is no way to say "discard from the stock" or "move between discard piles".
    expect(parseAction({ type: 'discard', from: 'stock', to: 0 }).ok).toBe(false);
    expect(parseAction({ type: 'build', from: 'discard', pile: 0, to: 1, card: 'JS' }).ok).toBe(false);
    // Actions concern only the player to move: the other player's hand card is not playable.
    expect(apply(start, discard('4S', 0))).toMatchObject({ ok: false, error: { code: 'card-not-in-hand' } });
  });

  it('rule 6: after the turn the hand is refilled to 5 from the draw pile', () => {
    const start = position({
      players: [
        { stock: '9S', hand: 'AS 7D 3C' },
        { stock: 'QH', hand: '4S' },
      ],
      drawPile: '2S 8H JD QD',
    });
    const built = play(start, fromHand('AS', 0));
    const after = play(built.position, discard('7D', 1));
    expect(after.position.players[0].hand).toEqual(['3C', 'QD', 'JD', '8H', '2S']);
    expect(after.position.drawPile).toEqual([]);
    expect(after.events).toContainEqual({
      type: 'handRefilled',
      player: 0,
      count: 4,
      cards: ['QD', 'JD', '8H', '2S'],
      drawPileCount: 0,
    });
  });

  it('rule 7: a player who empties the hand by building draws 5 at once and plays on', () => {
    const start = position({
      players: [
        { stock: '9S', hand: 'AS 2H' },
        { stock: 'QH', hand: '4S' },
      ],
      drawPile: '3S 4H 5D 6C 7S 8H',
    });
    const first = play(start, fromHand('AS', 0));
    const second = play(first.position, fromHand('2H', 0));
    expect(second.position.players[0].hand).toEqual(['8H', '7S', '6C', '5D', '4H']);
    expect(second.position.toMove).toBe(0);
    expect(second.status).toEqual({ over: false });
    expect(apply(second.position, fromHand('4H', 1)).ok).toBe(false);
    expect(second.events.map((e) => e.type)).toEqual(['built', 'handRefilled']);
  });

  it('rule 8: a player who plays the last stock card wins at once, even mid-turn', () => {
    const start = position({
      players: [{ stock: 'AS', hand: '7D KS' }, { stock: 'QH 5H' }],
      drawPile: '3S 4H',
    });
    const after = play(start, fromStock(2));
    expect(after.status).toEqual({ over: true, winner: 0, reason: 'stock' });
    expect(after.events.at(-1)).toEqual({ type: 'gameOver', player: 0, status: after.status });
    expect(legalActions(after.position)).toEqual([]);
    expect(apply(after.position, fromHand('KS', 0))).toMatchObject({
      ok: false,
      error: { code: 'game-over' },
    });
  });

  it('rule 9: when a refill empties the draw pile the game ends: fewer stock cards win, equal is a draw', () => {
    const fewer = position({
      players: [
        { stock: '9S', hand: '7D 3C' },
        { stock: 'QH 5H', hand: '4S' },
      ],
      drawPile: '2S 3S 4S',
    });
    const end = play(fewer, discard('7D', 0));
    expect(end.status).toEqual({ over: true, winner: 0, reason: 'drawPile' });
    expect(end.events.map((e) => e.type)).toEqual(['discarded', 'handRefilled', 'gameOver']);
    expect(statusOf(end.position)).toEqual(end.status);

    const equal = position({
      players: [
        { stock: '9S', hand: 'AS' },
        { stock: 'QH', hand: '4S' },
      ],
      drawPile: '2S',
    });
    const emptied = play(equal, fromHand('AS', 0)); // rule 7's refill empties the draw pile too
    expect(emptied.status).toEqual({ over: true, winner: null, reason: 'drawPile' });
    expect(emptied.position.players[0].hand).toEqual(['2S']);

    const more = position({
      players: [
        { stock: '9S 8S', hand: '7D' },
        { stock: 'QH', hand: '4S' },
      ],
      drawPile: '2S',
    });
    expect(play(more, discard('7D', 3)).status).toEqual({ over: true, winner: 1, reason: 'drawPile' });
  });

  it('rule 10: a player sees everything but the other hand, the stock below its top, and the draw pile', () => {
    const start = dealt('rule-10');
    const view = viewPosition(start, 0);
    const text = JSON.stringify(view);
    expect(view.players[0].hand).toEqual(start.players[0].hand);
    expect(view.players[1]).not.toHaveProperty('hand');
    expect(view.players[1].handCount).toBe(5);
    expect(view.players[1].stockTop).toBe(start.players[1].stock.at(-1));
    expect(view.players[0].stockCount).toBe(15);
    expect(view.drawPileCount).toBe(116);
    expect(text).not.toContain('drawPile"');
    expect(text).not.toContain('seed');
    expect(Object.keys(view.players[0]).sort()).toEqual([
      'discards',
      'hand',
      'handCount',
      'stockCount',
      'stockTop',
    ]);
  });
});

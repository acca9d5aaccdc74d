/**
 * The standings as a pure function of the games (tournaments/swiss/swiss-standings.ts): a pairing's points, single
 * and in the former duplicate format, the bye, the tie-breaks, and what the next round is paired from.
 */
import { describe, expect, it } from 'vitest';
import {
  BYE_POINTS,
  pairingPoints,
  standingsOf,
  swissEntrantsOf,
  type PairingFacts,
  type PairingGame,
} from '../src/tournaments/swiss/swiss-standings.js';

/**
 * A finished game with `seat0` in seat 0, won by `winner` (null: a draw) by the stock, the loser's stock cards left
 * `margin`.
 */
const won = (seat0: string, winner: string | null, margin = 0): PairingGame => {
  const seat = winner === null ? null : winner === seat0 ? 0 : 1;
  return {
    seat0,
    end: {
      result: { winner: seat, reason: seat === null ? 'drawPile' : 'stock' },
      stocks: seat === null ? [3, 3] : seat === 0 ? [0, margin] : [margin, 0],
    },
  };
};
const single = (round: number, a: string, b: string, winner: string | null): PairingFacts => ({
  round,
  players: [a, b],
  games: [won(a, winner, winner === null ? 0 : 5)],
});
const duplicate = (a: string, b: string, first: PairingGame, second: PairingGame): PairingFacts => ({
  round: 1,
  players: [a, b],
  games: [first, second],
});

describe('a pairing’s points', () => {
  it('scores a single game 1–0, a draw ½–½, a bye 1, and nothing while it runs', () => {
    expect(pairingPoints(single(1, 'a', 'b', 'a'))).toEqual([1, 0]);
    expect(pairingPoints(single(1, 'a', 'b', 'b'))).toEqual([0, 1]);
    expect(pairingPoints(single(1, 'a', 'b', null))).toEqual([0.5, 0.5]);
    expect(pairingPoints({ round: 1, players: ['a', null], games: [] })).toEqual([BYE_POINTS, 0]);
    const running = { round: 1, players: ['a', 'b'], games: [{ ...won('a', null), end: null }] } as const;
    expect(pairingPoints(running)).toBeNull();
  });

  it('gives a duplicate pairing to two wins, and a split to the bigger win, drawn when alike', () => {
    expect(pairingPoints(duplicate('a', 'b', won('a', 'a', 3), won('b', 'a', 1)))).toEqual([1, 0]);
    expect(pairingPoints(duplicate('a', 'b', won('a', 'a', 9), won('b', 'b', 2)))).toEqual([1, 0]);
    expect(pairingPoints(duplicate('a', 'b', won('a', 'a', 2), won('b', 'b', 9)))).toEqual([0, 1]);
    expect(pairingPoints(duplicate('a', 'b', won('a', 'a', 4), won('b', 'b', 4)))).toEqual([0.5, 0.5]);
    expect(pairingPoints(duplicate('a', 'b', won('a', 'a', 4), won('b', null)))).toEqual([1, 0]);
    expect(pairingPoints(duplicate('a', 'b', won('a', null), won('b', null)))).toEqual([0.5, 0.5]);
    const half = duplicate('a', 'b', won('a', 'a', 4), { ...won('b', null), end: null });
    expect(pairingPoints(half)).toBeNull();
  });
});

describe('the standings', () => {
  const entrants = ['a', 'b', 'c', 'd'].map((id, index) => ({ id, rating: 1500 + index, withdrawn: false }));

  it('orders by score, then Buchholz, then Sonneborn-Berger, then rating', () => {
    // Round 1: a beats b, c beats d. Round 2: a beats c, d beats b.
    const pairings = [
      single(1, 'a', 'b', 'a'),
      single(1, 'c', 'd', 'c'),
      single(2, 'a', 'c', 'a'),
      single(2, 'd', 'b', 'd'),
    ];
    const lines = standingsOf(entrants, pairings);
    expect(lines.map((line) => [line.id, line.score, line.buchholz, line.sonnebornBerger])).toEqual([
      ['a', 2, 1, 1],
      // c and d have one point each; c met a (2) and d (1): Buchholz 3; d met c (1) and b (0): 1.
      ['c', 1, 3, 1],
      ['d', 1, 1, 0],
      ['b', 0, 3, 0],
    ]);
    expect(lines.reduce((sum, line) => sum + line.score, 0)).toBe(pairings.length);
  });

  it('breaks a full tie by the rating at joining', () => {
    const lines = standingsOf(entrants, [single(1, 'a', 'b', null), single(1, 'c', 'd', null)]);
    expect(lines.map((line) => line.id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('pairs the next round from the players still in, with what they met, their byes and seats', () => {
    const pairings: PairingFacts[] = [
      single(1, 'a', 'b', 'a'),
      { round: 1, players: ['c', null], games: [] },
      duplicate('b', 'c', won('b', 'b', 1), won('c', 'c', 1)),
    ];
    const withdrawn = entrants.map((entrant) => ({ ...entrant, withdrawn: entrant.id === 'd' }));
    const next = swissEntrantsOf(withdrawn, pairings);
    expect(next.map((entrant) => entrant.id)).toEqual(['a', 'b', 'c']);
    expect(next.find((entrant) => entrant.id === 'a')).toMatchObject({
      score: 1,
      opponents: ['b'],
      seatBalance: 1,
    });
    expect(next.find((entrant) => entrant.id === 'b')).toMatchObject({
      score: 0.5,
      opponents: ['a', 'c'],
      hadBye: false,
      seatBalance: -1,
    });
    expect(next.find((entrant) => entrant.id === 'c')).toMatchObject({
      score: 1.5,
      hadBye: true,
      seatBalance: 0,
    });
  });

  it('refuses a pairing of someone who is not a player', () => {
    expect(() => standingsOf(entrants, [single(1, 'a', 'z', 'a')])).toThrow(/z is paired/);
  });
});

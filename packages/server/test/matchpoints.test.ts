/**
 * Duplicate rounds scored against the field (tournaments/swiss/matchpoints.ts, swiss-standings.ts): named tables
 * of results, and properties over random rounds and whole simulated duplicate Swiss tournaments, whose standings'
 * matchpoints must equal a recount made here another way (each pair of tables compared as a pair of tuples).
 */
import fc from 'fast-check';
import type { GameResult } from '@katz/engine';
import { describe, expect, it } from 'vitest';
import {
  byeMatchpoints,
  resultValue,
  scoreTables,
  type TableResult,
} from '../src/tournaments/swiss/matchpoints.js';
import { pairSwissRound } from '../src/tournaments/swiss/swiss-pairing.js';
import {
  standingsOf,
  swissEntrantsOf,
  type PairingFacts,
  type TournamentEntrant,
} from '../src/tournaments/swiss/swiss-standings.js';

const byStock = (winner: 0 | 1, loserStock: number): TableResult => ({
  result: { winner, reason: 'stock' },
  stocks: winner === 0 ? [0, loserStock] : [loserStock, 0],
});
const atDrawPile = (stock0: number, stock1: number): TableResult => ({
  result: { winner: stock0 === stock1 ? null : stock0 < stock1 ? 0 : 1, reason: 'drawPile' },
  stocks: [stock0, stock1],
});
const gaveUp = (loser: 0 | 1, stocks: readonly [number, number]): TableResult => ({
  result: { winner: loser === 0 ? 1 : 0, reason: 'resigned' },
  stocks,
});

describe('a round against the field', () => {
  it('gives 2 per result beaten and 1 per result tied, from each seat, the two seats sharing the top', () => {
    const scores = scoreTables([
      byStock(0, 7), // seat 0 won by the stock, 7 left to the loser: the best seat 0 of the four
      byStock(0, 3), // seat 0 won by the stock by less
      atDrawPile(4, 9), // seat 0 won at the draw pile's end
      atDrawPile(4, 9), // the same again: a tie
    ]);
    expect(scores.map((score) => score.matchpoints)).toEqual([
      [6, 0],
      [4, 2],
      [1, 5],
      [1, 5],
    ]);
    // Seat 0's results beaten, then seat 1's (what seat 0 lost to); the ties, from both seats alike.
    expect(scores.map((score) => [...score.beaten, ...score.tied])).toEqual([
      [3, 0, 0, 0],
      [2, 1, 0, 0],
      [0, 2, 1, 1],
      [0, 2, 1, 1],
    ]);
    expect(scores.every((score) => score.top === 6 && score.others === 3)).toBe(true);
    expect(scores[2]?.outcomes).toEqual([
      { outcome: 'won', by: 'drawPile', margin: 5 },
      { outcome: 'lost', by: 'drawPile', margin: -5 },
    ]);
  });

  it('orders a win by the stock above any win at the draw pile, and a draw between wins and losses', () => {
    const value = (table: TableResult) => resultValue(table, 0);
    expect(value(byStock(0, 1))).toBeGreaterThan(value(atDrawPile(0, 15)));
    expect(value(atDrawPile(14, 15))).toBeGreaterThan(value(atDrawPile(6, 6)));
    expect(value(atDrawPile(6, 6))).toBe(0);
    expect(value(atDrawPile(6, 6))).toBeGreaterThan(value(atDrawPile(15, 14)));
    expect(value(atDrawPile(15, 0))).toBeGreaterThan(value(byStock(1, 1)));
    expect(value(byStock(1, 1))).toBeGreaterThan(value(byStock(1, 14)));
  });

  it('counts giving up as a loss by the stock with the stock left then: never better than playing on', () => {
    // Seat 0 resigned holding 2 stock cards against 9: as if seat 1 had played its stock out.
    expect(resultValue(gaveUp(0, [2, 9]), 0)).toBe(resultValue(byStock(1, 2), 0));
    // Even a player far ahead at the draw pile's end gains nothing by giving up.
    expect(resultValue(gaveUp(1, [12, 1]), 1)).toBeLessThan(resultValue(atDrawPile(12, 1), 1));
  });

  it('scores a bye at half the round’s top, and a single table at nothing to compare', () => {
    expect(byeMatchpoints(3)).toEqual({ matchpoints: 2, top: 4 });
    expect(scoreTables([byStock(0, 5)])).toEqual([expect.objectContaining({ matchpoints: [0, 0], top: 0 })]);
  });
});

/** A game's end as the rules, a resignation or the clock leave it, with both stocks. */
const TABLE: fc.Arbitrary<TableResult> = fc.oneof(
  fc
    .tuple(fc.constantFrom<0 | 1>(0, 1), fc.integer({ min: 1, max: 15 }))
    .map(([w, left]) => byStock(w, left)),
  fc
    .tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }))
    .map(([a, b]) => atDrawPile(a, b)),
  fc
    .tuple(
      fc.constantFrom<0 | 1>(0, 1),
      fc.integer({ min: 1, max: 15 }),
      fc.integer({ min: 1, max: 15 }),
      fc.constantFrom<GameResult['reason']>('resigned', 'timeout'),
    )
    .map(([loser, a, b, reason]): TableResult => ({
      stocks: [a, b],
      result: { winner: loser === 0 ? 1 : 0, reason },
    })),
);

/**
 * The recount: a result from seat 0 as a pair (its class, then what decides within it), compared as pairs. Written
 * from docs/tournaments.md's order, not from the code's numbers.
 */
function rankOf({ result, stocks }: TableResult): readonly [number, number] {
  const [own, opponent] = stocks;
  if (result.winner === null) return [0, 0];
  const won = result.winner === 0;
  if (result.reason === 'drawPile') return [won ? 1 : -1, opponent - own];
  return won ? [2, opponent] : [-2, -own];
}
const compare = (a: TableResult, b: TableResult): number => {
  const [x, y] = [rankOf(a), rankOf(b)];
  return x[0] - y[0] || x[1] - y[1];
};
/** Seat 0's matchpoints of table `index`, recounted pair by pair. */
const recount = (tables: readonly TableResult[], index: number): number =>
  tables.reduce((sum, other, at) => {
    const own = tables[index];
    if (at === index || own === undefined) return sum;
    const order = compare(own, other);
    return sum + (order > 0 ? 2 : order === 0 ? 1 : 0);
  }, 0);

describe('matchpoints, recounted', () => {
  it('equal a recount of each pair of tables, the seats sharing the top, every round', () => {
    fc.assert(
      fc.property(fc.array(TABLE, { minLength: 2, maxLength: 30 }), (tables) => {
        const scores = scoreTables(tables);
        const top = 2 * (tables.length - 1);
        let seat0 = 0;
        scores.forEach((score, index) => {
          expect(score.matchpoints[0]).toBe(recount(tables, index));
          expect(score.matchpoints[0] + score.matchpoints[1]).toBe(top);
          expect(score.beaten[0] + score.tied[0] + score.beaten[1]).toBe(tables.length - 1);
          seat0 += score.matchpoints[0];
        });
        // Every pair of tables hands out 2 matchpoints in seat 0.
        expect(seat0).toBe(tables.length * (tables.length - 1));
      }),
    );
  });

  it('equal a recount over whole duplicate Swiss tournaments, byes and withdrawals included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 13 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(TABLE, { minLength: 80, maxLength: 80 }),
        fc.integer({ min: 0, max: 12 }),
        (count, rounds, results, leaver) => {
          let entrants: TournamentEntrant[] = Array.from({ length: count }, (_, index) => ({
            id: `p${String(index)}`,
            rating: 1400 + 17 * index,
            withdrawn: false,
          }));
          const pairings: PairingFacts[] = [];
          let next = 0;
          for (let round = 1; round <= rounds; round++) {
            const paired = pairSwissRound(swissEntrantsOf(entrants, pairings, 'field'));
            for (const { seats } of paired.pairings) {
              const end = results[next++ % results.length] ?? byStock(0, 1);
              pairings.push({ round, players: seats, games: [{ seat0: seats[0], end }] });
            }
            if (paired.bye !== null) pairings.push({ round, players: [paired.bye, null], games: [] });
            // One player withdraws after the first round: still in the standings, in no later pairing.
            if (round === 1) {
              entrants = entrants.map((entrant, index) =>
                index === leaver % count ? { ...entrant, withdrawn: true } : entrant,
              );
            }
          }
          const lines = standingsOf(entrants, pairings, 'field');
          // The recount: each round's tables compared pair by pair, a bye half the round's top.
          const expected = new Map(entrants.map((entrant) => [entrant.id, { matchpoints: 0, top: 0 }]));
          for (let round = 1; round <= rounds; round++) {
            const ofRound = pairings.filter((pairing) => pairing.round === round);
            const tables = ofRound.filter((pairing) => pairing.players[1] !== null);
            const ends = tables.flatMap((pairing) => pairing.games[0]?.end ?? []);
            const top = 2 * (tables.length - 1);
            tables.forEach((pairing, index) => {
              const mine = recount(ends, index);
              const [first, second] = pairing.players;
              const one = expected.get(first);
              const other = second === null ? undefined : expected.get(second);
              if (one === undefined || other === undefined) throw new Error('unknown player');
              one.matchpoints += mine;
              one.top += top;
              other.matchpoints += top - mine;
              other.top += top;
            });
            for (const pairing of ofRound.filter((each) => each.players[1] === null)) {
              const sitting = expected.get(pairing.players[0]);
              if (sitting === undefined) throw new Error('unknown player');
              sitting.matchpoints += top / 2;
              sitting.top += top;
            }
          }
          for (const line of lines) expect([line.id, line.field]).toEqual([line.id, expected.get(line.id)]);
          // Best first: by matchpoints.
          for (let index = 1; index < lines.length; index++) {
            expect(lines[index - 1]?.field?.matchpoints ?? 0).toBeGreaterThanOrEqual(
              lines[index]?.field?.matchpoints ?? 0,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts a round only once every table of it has ended', () => {
    const entrants = ['a', 'b', 'c', 'd'].map((id) => ({ id, rating: 1500, withdrawn: false }));
    const pairings: PairingFacts[] = [
      { round: 1, players: ['a', 'b'], games: [{ seat0: 'a', end: byStock(0, 4) }] },
      { round: 1, players: ['c', 'd'], games: [{ seat0: 'c', end: null }] },
    ];
    const lines = standingsOf(entrants, pairings, 'field');
    expect(lines.map((line) => [line.field, line.score, line.pairings])).toEqual(
      Array.from({ length: 4 }, () => [{ matchpoints: 0, top: 0 }, 0, 0]),
    );
  });
});

/**
 * Swiss pairings as a pure function of the standings (docs/tournaments.md): named examples, and properties over
 * whole simulated tournaments: everyone paired once or given the bye, no repeat while one can be avoided, a bye
 * at most once per player, seats kept near even, and the same pairings for the same standings in any order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pairSwissRound,
  type SwissEntrant,
  type SwissRound,
} from '../src/tournaments/swiss/swiss-pairing.js';

const entrant = (id: string, rating: number, score = 0): SwissEntrant => ({
  id,
  score,
  rating,
  opponents: [],
  hadBye: false,
  seatBalance: 0,
});

const pairsOf = (round: SwissRound) => round.pairings.map((pairing) => [...pairing.seats].sort().join('-'));

/**
 * Plays `rounds` rounds of a Swiss among players of these ratings, each game won by `winner(a, b, round)` (its
 * id), a bye worth a win; returns the rounds and the entrants as they stand at the end.
 */
function simulate(
  ratings: readonly number[],
  rounds: number,
  winner: (a: string, b: string, round: number) => string,
): { readonly played: SwissRound[]; readonly standing: SwissEntrant[] } {
  let standing: SwissEntrant[] = ratings.map((rating, index) => entrant(`p${String(index)}`, rating));
  const played: SwissRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const paired = pairSwissRound(standing);
    played.push(paired);
    const byId = new Map(standing.map((each) => [each.id, { ...each, opponents: [...each.opponents] }]));
    for (const { seats } of paired.pairings) {
      const [first, second] = seats;
      const won = winner(first, second, round);
      for (const [id, other, seatStep] of [
        [first, second, 1],
        [second, first, -1],
      ] as const) {
        const player = byId.get(id);
        if (!player) throw new Error(id);
        byId.set(id, {
          ...player,
          opponents: [...player.opponents, other],
          score: player.score + (won === id ? 1 : 0),
          seatBalance: player.seatBalance + seatStep,
        });
      }
    }
    if (paired.bye !== null) {
      const player = byId.get(paired.bye);
      if (player) byId.set(paired.bye, { ...player, score: player.score + 1, hadBye: true });
    }
    standing = [...byId.values()];
  }
  return { played, standing };
}

describe('Swiss pairings', () => {
  it('pair the first round top half against bottom half, by rating', () => {
    const field = [1900, 1800, 1700, 1600, 1500, 1400].map((rating, index) =>
      entrant(`r${String(index)}`, rating),
    );
    const round = pairSwissRound(field);
    expect(round.bye).toBeNull();
    expect(pairsOf(round)).toEqual(['r0-r3', 'r1-r4', 'r2-r5']);
    expect(round.pairings[0]?.seats).toEqual(['r0', 'r3']);
  });

  it('give the bye to the lowest without one, and pair by score before rating', () => {
    const field = [
      { ...entrant('a', 1500, 2), opponents: ['b'] },
      { ...entrant('b', 2000, 1), opponents: ['a'] },
      { ...entrant('c', 1400, 2), opponents: ['d'] },
      { ...entrant('d', 1300, 0), opponents: ['c'], hadBye: true },
      { ...entrant('e', 1200, 0) },
    ];
    const round = pairSwissRound(field);
    expect(round.bye).toBe('e');
    expect(pairsOf(round)).toEqual(['a-c', 'b-d']);
  });

  it('avoid a repeat by going back, and meet again only when nothing else is left', () => {
    // a and c have met: the Dutch choice a-c gives way to a-d, b-c.
    const field = [
      { ...entrant('a', 1900), opponents: ['c'] },
      entrant('b', 1800),
      { ...entrant('c', 1700), opponents: ['a'] },
      entrant('d', 1600),
    ];
    expect(pairsOf(pairSwissRound(field))).toEqual(['a-d', 'b-c']);
    // Two players who have met, and nobody else: they meet again, and it is counted.
    const again = pairSwissRound([
      { ...entrant('x', 1500), opponents: ['y'] },
      { ...entrant('y', 1400), opponents: ['x'] },
    ]);
    expect(again.repeats).toBe(1);
  });

  it('refuse standings that list a player twice', () => {
    expect(() => pairSwissRound([entrant('a', 1500), entrant('a', 1400)])).toThrow(/twice/);
  });

  const tournaments = fc
    .record({
      ratings: fc.array(fc.integer({ min: 800, max: 2600 }), { minLength: 2, maxLength: 41 }),
      seed: fc.integer(),
    })
    .chain(({ ratings, seed }) =>
      fc.record({
        ratings: fc.constant(ratings),
        seed: fc.constant(seed),
        // Rounds that leave a pairing without repeats, by Dirac's theorem: each player has met at most r others,
        // so the players not met form a graph of degree at least n - 1 - r, and n/2 of it holds a perfect matching.
        rounds: fc.integer({
          min: 1,
          max: Math.max(1, Math.floor((ratings.length - (ratings.length % 2)) / 2) - 1),
        }),
      }),
    );

  /** A game's winner by the ratings and a seeded coin: the favourite mostly, not always. */
  const winnerBy =
    (ratings: readonly number[], seed: number) =>
    (a: string, b: string, round: number): string => {
      const [ra, rb] = [a, b].map((id) => ratings[Number(id.slice(1))] ?? 0) as [number, number];
      const coin = Math.abs(Math.sin(seed + round * 7919 + Number(a.slice(1)) * 104_729)) % 1;
      return coin < 1 / (1 + 10 ** ((rb - ra) / 400)) ? a : b;
    };

  it('pair everyone once or give them the bye, never repeat while avoidable, and give a bye once at most', () => {
    fc.assert(
      fc.property(tournaments, ({ ratings, seed, rounds }) => {
        const { played, standing } = simulate(ratings, rounds, winnerBy(ratings, seed));
        for (const round of played) {
          const seated = round.pairings.flatMap((pairing) => pairing.seats);
          const everyone = [...seated, ...(round.bye === null ? [] : [round.bye])];
          expect(new Set(everyone).size).toBe(ratings.length);
          expect(everyone).toHaveLength(ratings.length);
          expect(round.bye === null).toBe(ratings.length % 2 === 0);
          expect(round.repeats).toBe(0);
        }
        const byes = played.flatMap((round) => (round.bye === null ? [] : [round.bye]));
        expect(new Set(byes).size).toBe(byes.length);
        for (const player of standing) {
          expect(new Set(player.opponents).size).toBe(player.opponents.length);
          expect(Math.abs(player.seatBalance)).toBeLessThanOrEqual(2);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('give the same pairings for the same standings, whatever their order', () => {
    fc.assert(
      fc.property(tournaments, fc.integer(), ({ ratings, seed, rounds }, shuffleSeed) => {
        const { standing } = simulate(ratings, rounds, winnerBy(ratings, seed));
        const shuffled = [...standing].sort(
          (a, b) =>
            Math.sin(shuffleSeed + Number(a.id.slice(1))) - Math.sin(shuffleSeed + Number(b.id.slice(1))),
        );
        expect(pairSwissRound(shuffled)).toEqual(pairSwissRound(standing));
      }),
      { numRuns: 100 },
    );
  });
});

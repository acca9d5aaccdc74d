/**
 * An arena's pairing and standings as pure functions (docs/tournaments.md, "Arena"): named examples, and
 * properties over simulated arenas in which games end in any order: nobody paired twice, nobody paired with their
 * last opponent unless rematches are allowed, at most one player left waiting when nobody's last opponent is in
 * the way, seat 0 to whoever sat in it less often, and points that add up from the sheets.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairArena, type ArenaWaiting } from '../src/tournaments/arena/arena-pairing.js';
import { arenaStandingsOf, type ArenaGame } from '../src/tournaments/arena/arena-standings.js';

const waiting = (id: string, lastOpponent: string | null = null, seatBalance = 0): ArenaWaiting => ({
  id,
  lastOpponent,
  seatBalance,
});

describe('arena pairing', () => {
  it('pairs each waiting player with the nearest one below them in the standings', () => {
    const pairs = pairArena([waiting('a'), waiting('b'), waiting('c'), waiting('d'), waiting('e')], {
      rematches: false,
    });
    expect(pairs.map((pairing) => pairing.seats)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('never pairs two who just played each other while someone else waits', () => {
    const pairs = pairArena([waiting('a', 'b'), waiting('b', 'a'), waiting('c', 'd')], { rematches: false });
    expect(pairs.map((pairing) => [...pairing.seats].sort())).toEqual([['a', 'c']]);
    // Alone with each other, they wait for someone else, unless nobody else is left in the arena.
    expect(pairArena([waiting('a', 'b'), waiting('b', 'a')], { rematches: false })).toEqual([]);
    expect(pairArena([waiting('a', 'b'), waiting('b', 'a')], { rematches: true })).toHaveLength(1);
  });

  it('gives seat 0 to whoever sat in it less often, and on a tie to the higher in the standings', () => {
    expect(pairArena([waiting('a', null, 1), waiting('b', null, 0)], { rematches: false })[0]?.seats).toEqual(
      ['b', 'a'],
    );
    expect(
      pairArena([waiting('a', null, -1), waiting('b', null, -1)], { rematches: false })[0]?.seats,
    ).toEqual(['a', 'b']);
  });

  it('keeps its rules over whole simulated arenas, in which games end in any order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 60 }),
        fc.boolean(),
        (players, choices, rematches) => {
          const ids = Array.from({ length: players }, (_, index) => `p${String(index)}`);
          const last = new Map<string, string>();
          const balance = new Map<string, number>(ids.map((id) => [id, 0]));
          let playing: (readonly [string, string])[] = [];
          for (const choice of choices) {
            const busy = new Set(playing.flat());
            const free = ids.filter((id) => !busy.has(id));
            const pairs = pairArena(
              free.map((id) => waiting(id, last.get(id) ?? null, balance.get(id) ?? 0)),
              { rematches },
            );
            const seated = pairs.flatMap((pairing) => pairing.seats);
            expect(new Set(seated).size).toBe(seated.length);
            for (const id of seated) expect(free).toContain(id);
            for (const { seats } of pairs) {
              const met = last.get(seats[0]) === seats[1] || last.get(seats[1]) === seats[0];
              if (!rematches) expect(met).toBe(false);
            }
            // Nobody who could be paired is left: any two left waiting are each other's (or someone's) last.
            const left = free.filter((id) => !seated.includes(id));
            for (const [index, one] of left.entries()) {
              for (const other of left.slice(index + 1)) {
                const blocked = last.get(one) === other || last.get(other) === one;
                expect(blocked && !rematches).toBe(true);
              }
            }
            for (const { seats } of pairs) {
              // Seat 0 to whoever sat in it less often.
              expect(balance.get(seats[0])).toBeLessThanOrEqual(balance.get(seats[1]) ?? 0);
              balance.set(seats[0], (balance.get(seats[0]) ?? 0) + 1);
              balance.set(seats[1], (balance.get(seats[1]) ?? 0) - 1);
              last.set(seats[0], seats[1]);
              last.set(seats[1], seats[0]);
            }
            playing = [...playing, ...pairs.map((pairing) => pairing.seats)];
            // One game, chosen by the run, ends.
            if (playing.length > 0) playing.splice(choice % playing.length, 1);
          }
        },
      ),
    );
  });
});

describe('arena standings', () => {
  const game = (batch: number, players: readonly [string, string], winner: string | null, over = true) =>
    ({ id: `g${String(batch)}`, batch, players, over, winner }) satisfies ArenaGame;
  const entrants = ['a', 'b', 'c'].map((id, index) => ({ id, rating: 1500 + index, paused: false }));

  it('counts a win 2, a draw 1, and doubles both after two wins in a row until the streak ends', () => {
    const lines = arenaStandingsOf(entrants, [
      game(1, ['a', 'b'], 'a'),
      game(2, ['a', 'c'], 'a'),
      game(3, ['a', 'b'], 'a'),
      game(4, ['a', 'c'], null),
      game(5, ['a', 'b'], 'a'),
      game(6, ['c', 'a'], 'a', false),
    ]);
    expect(lines[0]).toMatchObject({ id: 'a', sheet: [2, 2, 4, 2, 2], score: 12, wins: 4, onFire: false });
    expect(lines[0]?.playing).toBe(true);
    expect(lines.find((line) => line.id === 'c')).toMatchObject({ sheet: [0, 1], score: 1, playing: true });
  });

  it('ranks by points, then fewer games, then rating', () => {
    const lines = arenaStandingsOf(entrants, [game(1, ['a', 'b'], 'a'), game(2, ['a', 'b'], null)]);
    // a: 3 points; b: 1 point from two games; c: nothing: points first.
    expect(lines.map((line) => line.id)).toEqual(['a', 'b', 'c']);
    const even = arenaStandingsOf(entrants, [game(1, ['a', 'b'], 'a'), game(2, ['c', 'b'], 'c')]);
    // a and c both 2 from one game: the higher rating first; b nothing from two games, last.
    expect(even.map((line) => line.id)).toEqual(['c', 'a', 'b']);
  });

  it('refuses a game of someone who is not in the arena', () => {
    expect(() => arenaStandingsOf(entrants, [game(1, ['a', 'z'], 'a')])).toThrow(
      /z played but is not a player/,
    );
  });
});

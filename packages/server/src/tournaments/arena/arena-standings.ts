/**
 * An arena's standings, as a pure function of its players and its games (docs/tournaments.md, "Arena"): recounted
 * from the games every time, as a Swiss's are.
 *
 * Points per game: a win 2, a draw 1, a loss 0. Two wins in a row set a player on fire: each further game counts
 * double (a win 4, a draw 2) until a game that is not a win puts the fire out. The bonus rewards playing well
 * game after game rather than many games: in a game where one deal decides much, one lucky win is cheap and a
 * run of them is not.
 *
 * Order: points; then fewer games (the same points from fewer games were scored at the better rate); then the
 * rating at joining and the id (standings-order.ts).
 */
import { byRatingThenId } from '../standings-order.js';

const ARENA_POINTS = { win: 2, draw: 1, loss: 0 } as const;
/** Wins in a row after which each game counts double. */
const FIRE_AFTER_WINS = 2;

export interface ArenaEntrant {
  readonly id: string;
  readonly rating: number;
  readonly paused: boolean;
}

/** One game of an arena: its pairing batch's number (the order games were paired in), its players, its end. */
export interface ArenaGame {
  readonly id: string;
  readonly batch: number;
  /** The players in seat 0 and seat 1. */
  readonly players: readonly [string, string];
  readonly over: boolean;
  /** The winner once over; null for a draw or while running. */
  readonly winner: string | null;
}

export interface ArenaLine {
  readonly id: string;
  readonly score: number;
  /** Games finished. */
  readonly games: number;
  readonly wins: number;
  /** Two wins in a row or more: the next game counts double. */
  readonly onFire: boolean;
  /** Each finished game's points, in the order played. */
  readonly sheet: readonly number[];
  readonly playing: boolean;
  readonly paused: boolean;
  readonly rating: number;
}

interface Tally {
  score: number;
  wins: number;
  streak: number;
  playing: boolean;
  readonly sheet: number[];
}

/** The arena's standings, best first. Games still running count for nothing yet. */
export const arenaStandingsOf = (
  entrants: readonly ArenaEntrant[],
  games: readonly ArenaGame[],
): ArenaLine[] => arenaTally(entrants, games).lines;

/**
 * The arena's standings, best first, and the points each finished game gave its players (seat 0's, seat 1's),
 * streaks doubled: what a game's line in the arena's list says.
 */
export function arenaTally(
  entrants: readonly ArenaEntrant[],
  games: readonly ArenaGame[],
): { readonly lines: ArenaLine[]; readonly pointsOf: ReadonlyMap<string, readonly [number, number]> } {
  const pointsOf = new Map<string, [number, number]>();
  const tallies = new Map<string, Tally>(
    entrants.map((entrant) => [entrant.id, { score: 0, wins: 0, streak: 0, playing: false, sheet: [] }]),
  );
  const tallyOf = (id: string): Tally => {
    const tally = tallies.get(id);
    if (tally === undefined)
      throw new Error(`arenaStandingsOf: ${id} played but is not a player of the arena`);
    return tally;
  };
  // A player plays one game at a time, each paired after the one before ended: pairing order is playing order.
  for (const game of [...games].sort((a, b) => a.batch - b.batch)) {
    for (const [seat, player] of game.players.entries()) {
      const tally = tallyOf(player);
      if (!game.over) {
        tally.playing = true;
        continue;
      }
      const outcome = game.winner === null ? 'draw' : game.winner === player ? 'win' : 'loss';
      const onFire = tally.streak >= FIRE_AFTER_WINS;
      const points = ARENA_POINTS[outcome] * (onFire ? 2 : 1);
      tally.score += points;
      tally.sheet.push(points);
      const both = pointsOf.get(game.id) ?? [0, 0];
      both[seat] = points;
      pointsOf.set(game.id, both);
      tally.wins += outcome === 'win' ? 1 : 0;
      tally.streak = outcome === 'win' ? tally.streak + 1 : 0;
    }
  }
  const lines = entrants.map((entrant): ArenaLine => {
    const tally = tallyOf(entrant.id);
    return {
      id: entrant.id,
      score: tally.score,
      games: tally.sheet.length,
      wins: tally.wins,
      onFire: tally.streak >= FIRE_AFTER_WINS,
      sheet: tally.sheet,
      playing: tally.playing,
      paused: entrant.paused,
      rating: entrant.rating,
    };
  });
  lines.sort((a, b) => b.score - a.score || a.games - b.games || byRatingThenId(a, b));
  return { lines, pointsOf };
}

/**
 * A Swiss tournament's standings, as a pure function of its players and its pairings' games (docs/tournaments.md):
 * recounted from the games every time, so that they can never drift from them, in any process.
 *
 * Points per pairing: a win 1, a draw ½, a loss 0, a bye 1 (as lichess scores a Swiss bye: the player sitting out
 * did nothing wrong). On a duplicate deal a pairing is two games with the seats swapped: two wins (or a win and a
 * draw) take the pairing; a split, one win each, goes to whoever won by more — the loser's stock cards left when
 * their game ended, since both played the same cards from both sides — and is drawn when the margins are equal.
 *
 * Tie-breaks, in order: Buchholz (the sum of the opponents' scores: who met the stronger field), then
 * Sonneborn-Berger (each opponent's score times the points taken from them: who beat the stronger players), then
 * the rating at joining, then the id, so that the order is total and every process agrees.
 */
import type { SwissEntrant } from './swiss-pairing.js';

/** What a bye is worth. */
export const BYE_POINTS = 1;

export interface TournamentEntrant {
  readonly id: string;
  readonly rating: number;
  readonly withdrawn: boolean;
}

/** One game of a pairing: who sat in seat 0, and once it is over, its winner (null: a draw) and margin. */
export interface PairingGame {
  readonly seat0: string;
  readonly over: boolean;
  readonly winner: string | null;
  /** The loser's stock cards left at the end (0 for a draw or a running game). */
  readonly margin: number;
}

export interface PairingFacts {
  readonly round: number;
  /** The second player is null for a bye. */
  readonly players: readonly [string, string | null];
  readonly games: readonly PairingGame[];
}

export interface StandingLine {
  readonly id: string;
  readonly score: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  /** Pairings decided, byes included. */
  readonly pairings: number;
  readonly byes: number;
  readonly withdrawn: boolean;
  readonly rating: number;
}

/** Each player's points from a pairing once it is decided (every game over), else null. */
export function pairingPoints(pairing: PairingFacts): readonly [number, number] | null {
  const [first, second] = pairing.players;
  if (second === null) return [BYE_POINTS, 0];
  if (pairing.games.length === 0 || pairing.games.some((game) => !game.over)) return null;
  let wins = 0;
  let margin = 0;
  for (const game of pairing.games) {
    if (game.winner === null) {
      wins += 0.5;
      continue;
    }
    const sign = game.winner === first ? 1 : -1;
    wins += game.winner === first ? 1 : 0;
    margin += sign * game.margin;
  }
  const half = pairing.games.length / 2;
  if (wins > half) return [1, 0];
  if (wins < half) return [0, 1];
  if (pairing.games.length === 1) return [0.5, 0.5];
  // A duplicate split: the bigger win takes the pairing.
  if (margin > 0) return [1, 0];
  if (margin < 0) return [0, 1];
  return [0.5, 0.5];
}

interface Tally {
  score: number;
  pairings: number;
  byes: number;
  /** Each decided meeting: the opponent and the points taken from them. */
  readonly met: { readonly opponent: string; readonly points: number }[];
}

/** The standings, best first. Pairings still being played count for nothing yet. */
export function standingsOf(
  entrants: readonly TournamentEntrant[],
  pairings: readonly PairingFacts[],
): StandingLine[] {
  const tallies = new Map<string, Tally>(
    entrants.map((entrant) => [entrant.id, { score: 0, pairings: 0, byes: 0, met: [] }]),
  );
  const tallyOf = (id: string): Tally => {
    const tally = tallies.get(id);
    if (tally === undefined)
      throw new Error(`standingsOf: ${id} is paired but not a player of the tournament`);
    return tally;
  };
  for (const pairing of pairings) {
    const points = pairingPoints(pairing);
    if (points === null) continue;
    const [first, second] = pairing.players;
    const one = tallyOf(first);
    one.score += points[0];
    one.pairings += 1;
    if (second === null) {
      one.byes += 1;
      continue;
    }
    const other = tallyOf(second);
    other.score += points[1];
    other.pairings += 1;
    one.met.push({ opponent: second, points: points[0] });
    other.met.push({ opponent: first, points: points[1] });
  }
  const scoreOf = (id: string) => tallies.get(id)?.score ?? 0;
  const lines = entrants.map((entrant): StandingLine => {
    const tally = tallyOf(entrant.id);
    return {
      id: entrant.id,
      score: tally.score,
      buchholz: tally.met.reduce((sum, meeting) => sum + scoreOf(meeting.opponent), 0),
      sonnebornBerger: tally.met.reduce(
        (sum, meeting) => sum + scoreOf(meeting.opponent) * meeting.points,
        0,
      ),
      pairings: tally.pairings,
      byes: tally.byes,
      withdrawn: entrant.withdrawn,
      rating: entrant.rating,
    };
  });
  return lines.sort(
    (a, b) =>
      b.score - a.score ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      b.rating - a.rating ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * What the next round is paired from: every player not withdrawn, with their score, rating, the opponents met,
 * whether they had a bye, and their seats (a duplicate pairing sits them once in each seat).
 */
export function swissEntrantsOf(
  entrants: readonly TournamentEntrant[],
  pairings: readonly PairingFacts[],
): SwissEntrant[] {
  const scores = new Map(standingsOf(entrants, pairings).map((line) => [line.id, line.score]));
  return entrants
    .filter((entrant) => !entrant.withdrawn)
    .map((entrant) => {
      const mine = pairings.filter((pairing) => pairing.players.includes(entrant.id));
      const opponents = mine.flatMap((pairing) =>
        pairing.players.filter((player): player is string => player !== null && player !== entrant.id),
      );
      const seatBalance = mine
        .flatMap((pairing) => pairing.games)
        .reduce((balance, game) => balance + (game.seat0 === entrant.id ? 1 : -1), 0);
      return {
        id: entrant.id,
        score: scores.get(entrant.id) ?? 0,
        rating: entrant.rating,
        opponents,
        hadBye: mine.some((pairing) => pairing.players[1] === null),
        seatBalance,
      };
    });
}

/**
 * A Swiss tournament's standings, as a pure function of its players and its pairings' games (docs/tournaments.md):
 * recounted from the games every time, so that they can never drift from them, in any process.
 *
 * Ordinary deals: points per pairing, a win 1, a draw ½, a loss 0, a bye 1 (as lichess scores a Swiss bye: the
 * player sitting out did nothing wrong); tie-breaks Buchholz (the sum of the opponents' scores: who met the
 * stronger field), then Sonneborn-Berger (each opponent's score times the points taken from them: who beat the
 * stronger players).
 *
 * Duplicate deals, one a round: matchpoints against the field (matchpoints.ts), counted once every table of the
 * round has ended; a bye is worth half the round's top. The standings order by matchpoints, then by the points at
 * the table. The tournaments made before this format, two games a pairing on one deal with the seats swapped, keep
 * their scoring: two wins (or a win and a draw) take the pairing, and a split goes to whoever won by more (the
 * loser's stock cards left), drawn when the margins are equal.
 *
 * Every order ends in the rating at joining, then the id (standings-order.ts).
 */
import type { PlayerIndex } from '@katz/engine';
import { seatBalanceOf, type SeatedGame } from '../seats.js';
import { byRatingThenId } from '../standings-order.js';
import { byeMatchpoints, scoreTables, type FieldScore, type TableResult } from './matchpoints.js';
import type { SwissEntrant } from './swiss-pairing.js';

/** What a bye is worth on ordinary deals. */
export const BYE_POINTS = 1;

/** How a Swiss is scored: by points per pairing, or by matchpoints against the field (duplicate, one deal a round). */
export type SwissScoring = 'points' | 'field';

export interface TournamentEntrant {
  readonly id: string;
  readonly rating: number;
  readonly withdrawn: boolean;
}

/** One game of a pairing: who sat in seat 0, and once it is over, how it ended. */
export interface PairingGame {
  readonly seat0: string;
  /** Null while it runs. */
  readonly end: TableResult | null;
}

export interface PairingFacts {
  readonly round: number;
  /** The second player is null for a bye. */
  readonly players: readonly [string, string | null];
  readonly games: readonly PairingGame[];
}

/** A player's matchpoints against the field, over the rounds counted. */
interface FieldTotal {
  readonly matchpoints: number;
  /** The most they could have taken in those rounds. */
  readonly top: number;
}

export interface StandingLine {
  readonly id: string;
  /** Points at the table: a win 1, a draw ½ (on ordinary deals a bye 1). */
  readonly score: number;
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  /** On duplicate deals, one a round: the matchpoints; else null. */
  readonly field: FieldTotal | null;
  /** Pairings decided, byes included. */
  readonly pairings: number;
  readonly byes: number;
  readonly withdrawn: boolean;
  readonly rating: number;
}

/** The seat of the game's winner, or null for a draw or a running game. */
const winnerSeat = (game: PairingGame): PlayerIndex | null => game.end?.result.winner ?? null;

/** The game's winner as a player, or null for a draw or a running game. */
function winnerOf(game: PairingGame, players: PairingFacts['players']): string | null {
  const seat = winnerSeat(game);
  if (seat === null) return null;
  return seat === 0 ? game.seat0 : (players.find((player) => player !== game.seat0) ?? null);
}

/** The game with its two players in seat order, as the seat rule counts it. */
const seatedGame = (game: PairingGame, players: PairingFacts['players']): SeatedGame | null => {
  const other = players.find((player) => player !== game.seat0);
  return other === undefined || other === null ? null : { seat0: game.seat0, players: [game.seat0, other] };
};

const isOver = (pairing: PairingFacts): boolean =>
  pairing.games.length > 0 && pairing.games.every((game) => game.end !== null);

/**
 * Each player's points from a pairing once it is decided (every game over), else null: a win 1, a draw ½, a bye
 * 1; the two games of a pairing of the former duplicate format as that format scored them.
 */
export function pairingPoints(pairing: PairingFacts): readonly [number, number] | null {
  const [first, second] = pairing.players;
  if (second === null) return [BYE_POINTS, 0];
  if (!isOver(pairing)) return null;
  let wins = 0;
  let margin = 0;
  for (const game of pairing.games) {
    const winner = winnerOf(game, pairing.players);
    const seat = winnerSeat(game);
    if (winner === null || seat === null || game.end === null) {
      wins += 0.5;
      continue;
    }
    // The loser's stock cards left.
    const left = game.end.stocks[seat === 0 ? 1 : 0];
    wins += winner === first ? 1 : 0;
    margin += (winner === first ? 1 : -1) * left;
  }
  const half = pairing.games.length / 2;
  if (wins > half) return [1, 0];
  if (wins < half) return [0, 1];
  if (pairing.games.length === 1) return [0.5, 0.5];
  // A split of the former duplicate format: the bigger win takes the pairing.
  if (margin > 0) return [1, 0];
  if (margin < 0) return [0, 1];
  return [0.5, 0.5];
}

interface Tally {
  score: number;
  pairings: number;
  byes: number;
  matchpoints: number;
  top: number;
  /** Each decided meeting: the opponent and the points taken from them. */
  readonly met: { readonly opponent: string; readonly points: number }[];
}

/** The standings, best first. Pairings still being played (on duplicate deals, rounds) count for nothing yet. */
export function standingsOf(
  entrants: readonly TournamentEntrant[],
  pairings: readonly PairingFacts[],
  scoring: SwissScoring = 'points',
): StandingLine[] {
  const tallies = new Map<string, Tally>(
    entrants.map((entrant) => [
      entrant.id,
      { score: 0, pairings: 0, byes: 0, matchpoints: 0, top: 0, met: [] },
    ]),
  );
  const tallyOf = (id: string): Tally => {
    const tally = tallies.get(id);
    if (tally === undefined)
      throw new Error(`standingsOf: ${id} is paired but not a player of the tournament`);
    return tally;
  };
  for (const pairing of pairings) {
    // On duplicate deals a bye is scored with its round (below), the table's points only once it is counted.
    if (scoring === 'field') continue;
    countPairing(pairing, tallyOf, pairingPoints(pairing));
  }
  if (scoring === 'field') {
    for (const round of countedRounds(pairings)) countFieldRound(round, tallyOf);
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
      field: scoring === 'field' ? { matchpoints: tally.matchpoints, top: tally.top } : null,
      pairings: tally.pairings,
      byes: tally.byes,
      withdrawn: entrant.withdrawn,
      rating: entrant.rating,
    };
  });
  return lines.sort(
    (a, b) =>
      (b.field?.matchpoints ?? 0) - (a.field?.matchpoints ?? 0) ||
      b.score - a.score ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      byRatingThenId(a, b),
  );
}

/** Adds a decided pairing's points (a bye's included) to its players' tallies. */
function countPairing(
  pairing: PairingFacts,
  tallyOf: (id: string) => Tally,
  points: readonly [number, number] | null,
): void {
  if (points === null) return;
  const [first, second] = pairing.players;
  const one = tallyOf(first);
  one.score += points[0];
  one.pairings += 1;
  if (second === null) {
    one.byes += 1;
    return;
  }
  const other = tallyOf(second);
  other.score += points[1];
  other.pairings += 1;
  one.met.push({ opponent: second, points: points[0] });
  other.met.push({ opponent: first, points: points[1] });
}

/** The rounds whose every table has ended, each with its pairings: a duplicate round counts only whole. */
function countedRounds(pairings: readonly PairingFacts[]): PairingFacts[][] {
  const rounds = new Map<number, PairingFacts[]>();
  for (const pairing of pairings) {
    const round = rounds.get(pairing.round) ?? [];
    round.push(pairing);
    rounds.set(pairing.round, round);
  }
  return [...rounds.values()].filter((round) =>
    round.every((pairing) => pairing.players[1] === null || isOver(pairing)),
  );
}

/** The tables of one duplicate round (its pairings with a game), in order, with their scores against the field. */
export function fieldScoresOf(
  round: readonly PairingFacts[],
): { readonly pairing: PairingFacts; readonly score: FieldScore }[] {
  const tables = round.flatMap((pairing) => {
    const end = pairing.games[0]?.end;
    return pairing.players[1] !== null && end ? [{ pairing, end }] : [];
  });
  const scores = scoreTables(tables.map((table) => table.end));
  return tables.flatMap(({ pairing }, index) => {
    const score = scores[index];
    return score === undefined ? [] : [{ pairing, score }];
  });
}

/** Adds one whole duplicate round to the tallies: each seat's matchpoints, the table's points, and the bye's. */
function countFieldRound(round: readonly PairingFacts[], tallyOf: (id: string) => Tally): void {
  const scored = fieldScoresOf(round);
  for (const { pairing, score } of scored) {
    const game = pairing.games[0];
    const seated = game === undefined ? null : seatedGame(game, pairing.players);
    if (seated === null) continue;
    seated.players.forEach((player, seat) => {
      const tally = tallyOf(player);
      tally.matchpoints += score.matchpoints[seat] ?? 0;
      tally.top += score.top;
    });
    countPairing(pairing, tallyOf, pairingPoints(pairing));
  }
  const bye = byeMatchpoints(scored.length);
  for (const pairing of round.filter((each) => each.players[1] === null)) {
    const tally = tallyOf(pairing.players[0]);
    tally.matchpoints += bye.matchpoints;
    tally.top += bye.top;
    tally.pairings += 1;
    tally.byes += 1;
  }
}

/**
 * What the next round is paired from: every player not withdrawn, with their score (on duplicate deals, their
 * matchpoints), rating, the opponents met, whether they had a bye, and their seats.
 */
export function swissEntrantsOf(
  entrants: readonly TournamentEntrant[],
  pairings: readonly PairingFacts[],
  scoring: SwissScoring = 'points',
): SwissEntrant[] {
  const scores = new Map(
    standingsOf(entrants, pairings, scoring).map((line) => [
      line.id,
      line.field === null ? line.score : line.field.matchpoints,
    ]),
  );
  return entrants
    .filter((entrant) => !entrant.withdrawn)
    .map((entrant) => {
      const mine = pairings.filter((pairing) => pairing.players.includes(entrant.id));
      const opponents = mine.flatMap((pairing) =>
        pairing.players.filter((player): player is string => player !== null && player !== entrant.id),
      );
      const games = mine.flatMap((pairing) =>
        pairing.games.flatMap((game) => seatedGame(game, pairing.players) ?? []),
      );
      return {
        id: entrant.id,
        score: scores.get(entrant.id) ?? 0,
        rating: entrant.rating,
        opponents,
        hadBye: mine.some((pairing) => pairing.players[1] === null),
        seatBalance: seatBalanceOf(entrant.id, games),
      };
    });
}

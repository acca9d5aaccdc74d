/**
 * The figures of a match, from bot A's side. Duplicate games come in pairs (one deal, seats swapped) whose
 * results are correlated, so the confidence interval of the score is taken over deals, not over games.
 *
 * The interval is Wilson's score interval, with the number of trials it assumes read from the spread of the
 * deal scores (Kish's effective sample size: the count whose binomial variance matches the spread seen), and
 * never more than the number of games: duplicate deals may buy a narrower interval than independent games
 * would give, but the spread seen cannot buy more than that. So a match whose deals all scored the same
 * (100% after 20 games, or every deal split) gets the interval of as many independent games, not one of zero
 * width, and an interval never leaves [0, 1].
 */
import type { Ending, GameTally } from './play-game.js';
import type { SearchTally } from './seat.js';

export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface Timing {
  readonly median: number;
  readonly p95: number;
  readonly max: number;
  readonly count: number;
}

export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** A's share of the points (a win 1, a draw ½), with its 95% confidence interval. */
  readonly score: Interval;
  /** The Elo difference of A over B that the score implies, with the interval's bounds translated. */
  readonly elo: Interval;
  readonly averageTurns: number;
  readonly averageActions: number;
  readonly decisionMs: { readonly a: Timing; readonly b: Timing };
  readonly turnMs: { readonly a: Timing; readonly b: Timing };
  /** The strong level's searches, and how many stopped at the turn's ceiling (`--turn-ms`). */
  readonly searches: { readonly a: SearchTally; readonly b: SearchTally };
  readonly endings: Readonly<Record<Ending, number>>;
}

/** One finished game, as the runner collects it: which player index bot A had, and the deal it came from. */
export interface PlayedGame {
  readonly deal: number;
  readonly aPlayer: 0 | 1;
  readonly result: GameTally;
}

/** A finished game with its number in the match, from which its deal and seats follow. */
export interface MatchGame extends PlayedGame {
  readonly index: number;
}

const Z95 = 1.959964;

/** Bot A's points in a game: a win 1, a draw ½, a loss 0. */
export function pointsOfA(game: PlayedGame): number {
  const { winner } = game.result;
  return winner === null ? 0.5 : winner === game.aPlayer ? 1 : 0;
}

/** Wilson's 95% interval for a share `p` seen over `trials` trials. */
function wilson(p: number, trials: number): { low: number; high: number } {
  const z2 = Z95 * Z95;
  const scale = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / scale;
  const half = (Z95 / scale) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function scoreInterval(games: readonly PlayedGame[]): Interval {
  if (games.length === 0) return { value: 0.5, low: 0, high: 1 };
  const byDeal = new Map<number, number[]>();
  for (const game of games) byDeal.set(game.deal, [...(byDeal.get(game.deal) ?? []), pointsOfA(game)]);
  const means = [...byDeal.values()].map((points) => points.reduce((sum, p) => sum + p, 0) / points.length);
  const mean = games.reduce((sum, game) => sum + pointsOfA(game), 0) / games.length;
  const deals = means.length;
  const variance = deals > 1 ? means.reduce((sum, m) => sum + (m - mean) ** 2, 0) / (deals - 1) : 0;
  // The trials whose binomial variance, p(1 - p) / trials, equals the variance of the mean seen over deals.
  const seen = variance > 0 ? (mean * (1 - mean) * deals) / variance : Infinity;
  return { value: mean, ...wilson(mean, Math.min(games.length, seen)) };
}

/** Elo difference for a score; scores of 0 or 1 are held just inside, so the difference stays finite. */
export function eloOf(score: number, games: number): number {
  const edge = 0.5 / Math.max(1, games);
  const s = Math.min(1 - edge, Math.max(edge, score));
  return 400 * Math.log10(s / (1 - s));
}

export function timing(values: readonly number[]): Timing {
  if (values.length === 0) return { median: 0, p95: 0, max: 0, count: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)!, count: sorted.length };
}

/** A side's searches over the games; their playouts only when every game recorded them. */
function tally(games: readonly PlayedGame[], side: 'a' | 'b'): SearchTally {
  let searches = 0;
  let atCeiling = 0;
  let playouts: number | undefined = 0;
  for (const game of games) {
    const of = game.result.searches[side === 'a' ? game.aPlayer : 1 - game.aPlayer]!;
    searches += of.searches;
    atCeiling += of.atCeiling;
    playouts = playouts === undefined || of.playouts === undefined ? undefined : playouts + of.playouts;
  }
  return { searches, atCeiling, ...(playouts !== undefined && { playouts }) };
}

export function summarize(games: readonly PlayedGame[]): MatchSummary {
  const count = (predicate: (game: PlayedGame) => boolean) => games.filter(predicate).length;
  const score = scoreInterval(games);
  const n = games.length;
  const of = (game: PlayedGame, side: 'a' | 'b', table: 'decisionMs' | 'turnMs') =>
    game.result[table][side === 'a' ? game.aPlayer : 1 - game.aPlayer]!;
  const all = (side: 'a' | 'b', table: 'decisionMs' | 'turnMs') =>
    games.flatMap((game) => of(game, side, table));
  return {
    games: n,
    wins: count((game) => pointsOfA(game) === 1),
    draws: count((game) => pointsOfA(game) === 0.5),
    losses: count((game) => pointsOfA(game) === 0),
    score,
    elo: { value: eloOf(score.value, n), low: eloOf(score.low, n), high: eloOf(score.high, n) },
    averageTurns: n === 0 ? 0 : games.reduce((sum, game) => sum + game.result.turns, 0) / n,
    averageActions: n === 0 ? 0 : games.reduce((sum, game) => sum + game.result.actions, 0) / n,
    decisionMs: { a: timing(all('a', 'decisionMs')), b: timing(all('b', 'decisionMs')) },
    turnMs: { a: timing(all('a', 'turnMs')), b: timing(all('b', 'turnMs')) },
    searches: { a: tally(games, 'a'), b: tally(games, 'b') },
    endings: {
      stock: count((game) => game.result.ending === 'stock'),
      drawPile: count((game) => game.result.ending === 'drawPile'),
      forfeit: count((game) => game.result.ending === 'forfeit'),
    },
  };
}

/**
 * The figures of a match, from bot A's side. Duplicate games come in pairs (one deal, seats swapped) whose
 * results are correlated, so the confidence interval of the score is taken over deals, not over games.
 */
import type { Ending, GameResult } from './play-game.js';

export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface Timing {
  readonly median: number;
  readonly p95: number;
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
  readonly endings: Readonly<Record<Ending, number>>;
}

/** One finished game, as the runner collects it: which player index bot A had, and the deal it came from. */
export interface PlayedGame {
  readonly deal: number;
  readonly aPlayer: 0 | 1;
  readonly result: GameResult;
}

const Z95 = 1.959964;

function pointsOfA(game: PlayedGame): number {
  const { winner } = game.result;
  return winner === null ? 0.5 : winner === game.aPlayer ? 1 : 0;
}

function scoreInterval(games: readonly PlayedGame[]): Interval {
  if (games.length === 0) return { value: 0.5, low: 0, high: 1 };
  const byDeal = new Map<number, number[]>();
  for (const game of games) byDeal.set(game.deal, [...(byDeal.get(game.deal) ?? []), pointsOfA(game)]);
  const means = [...byDeal.values()].map((points) => points.reduce((sum, p) => sum + p, 0) / points.length);
  const mean = games.reduce((sum, game) => sum + pointsOfA(game), 0) / games.length;
  const n = means.length;
  const variance = n > 1 ? means.reduce((sum, m) => sum + (m - mean) ** 2, 0) / (n - 1) : 0.25;
  const half = Z95 * Math.sqrt(variance / n);
  return { value: mean, low: Math.max(0, mean - half), high: Math.min(1, mean + half) };
}

/** Elo difference for a score; scores of 0 or 1 are held just inside, so the difference stays finite. */
export function eloOf(score: number, games: number): number {
  const edge = 0.5 / Math.max(1, games);
  const s = Math.min(1 - edge, Math.max(edge, score));
  return 400 * Math.log10(s / (1 - s));
}

export function timing(values: readonly number[]): Timing {
  if (values.length === 0) return { median: 0, p95: 0, count: 0 };
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), count: sorted.length };
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
    endings: {
      stock: count((game) => game.result.ending === 'stock'),
      drawPile: count((game) => game.result.ending === 'drawPile'),
      forfeit: count((game) => game.result.ending === 'forfeit'),
    },
  };
}

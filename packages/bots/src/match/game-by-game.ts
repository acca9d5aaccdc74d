/**
 * Two matches compared game by game. Two journals of the same seed and length hold the same deals and seeds
 * under the same game numbers, so when their bots A differ and their bots B are the same, each game played in
 * both is a paired trial: the luck of the deal, which decides far more games than any change to a search, is
 * the same on both sides and cancels in the difference. The standard error is the spread of the per-game
 * differences over the root of their number; most of the differences are zero (the games ended alike), so it
 * is much smaller than either match's own interval would suggest.
 */
import { pointsOfA, type MatchGame } from './stats.js';

export interface GameByGame {
  /** Games both matches played (the same game numbers). */
  readonly games: number;
  /** Of those, the games whose bot A took the same points in both. */
  readonly alike: number;
  /** Each match's bot A's share of the points over those games. */
  readonly firstScore: number;
  readonly secondScore: number;
  /** The first's score less the second's, and the standard error of that difference. */
  readonly difference: number;
  readonly error: number;
}

export class GameByGameError extends Error {
  override readonly name = 'GameByGameError';
}

/** Compares the games the two lists both hold, by game number. */
export function compareGameByGame(first: readonly MatchGame[], second: readonly MatchGame[]): GameByGame {
  const others = new Map(second.map((game) => [game.index, game]));
  const differences: number[] = [];
  let firstPoints = 0;
  let secondPoints = 0;
  for (const game of first) {
    const other = others.get(game.index);
    if (other === undefined) continue;
    if (other.deal !== game.deal || other.aPlayer !== game.aPlayer) {
      throw new GameByGameError(
        `game ${game.index + 1} is deal ${game.deal} with bot A as player ${game.aPlayer} in the first match, but deal ${other.deal} as player ${other.aPlayer} in the second: not the same match's games`,
      );
    }
    firstPoints += pointsOfA(game);
    secondPoints += pointsOfA(other);
    differences.push(pointsOfA(game) - pointsOfA(other));
  }
  const games = differences.length;
  const mean = games === 0 ? 0 : differences.reduce((sum, d) => sum + d, 0) / games;
  const variance =
    games < 2 ? Infinity : differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (games - 1);
  return {
    games,
    alike: differences.filter((d) => d === 0).length,
    firstScore: games === 0 ? 0 : firstPoints / games,
    secondScore: games === 0 ? 0 : secondPoints / games,
    difference: mean,
    error: Math.sqrt(variance / Math.max(1, games)),
  };
}

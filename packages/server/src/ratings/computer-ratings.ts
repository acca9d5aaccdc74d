/**
 * The computer levels' fixed ratings, measured rather than played for: games against the computer are unrated.
 *
 * Each figure is a level's score against the level below it in matches of thousands of deals (docs/bots.md,
 * "Today's figures"; a draw counts half). A score p becomes a rating difference by the logistic curve that Elo
 * ratings and Glicko's expected score share: D = 400 · log10(p / (1 − p)). The ladder is anchored at the Kitten
 * (beginner) = 1000, an arbitrary point: players start at 1500 and find their place against each other, so
 * these numbers say how the levels compare with each other, and roughly where a person stands who beats one of
 * them half the time.
 */
import type { ComputerRating } from '@katz/protocol';
import type { BotLevel } from '../computer/levels.js';

/** The anchor of the ladder. */
const BEGINNER_RATING = 1000;

/** Measured scores: `level` against `below` (docs/bots.md). */
const MEASURED: readonly { readonly level: BotLevel; readonly below: BotLevel; readonly score: number }[] = [
  { level: 'solid', below: 'beginner', score: 0.837 },
  // As the server plays it, with its ceiling of 1 s a turn (2,000 games); 64% without the ceiling.
  { level: 'strong', below: 'solid', score: 0.594 },
  { level: 'solid', below: 'first', score: 0.97 },
  { level: 'beginner', below: 'random', score: 0.9995 },
];

const ratingDifference = (score: number): number => 400 * Math.log10(score / (1 - score));

function ladder(): ReadonlyMap<BotLevel, number> {
  const ratings = new Map<BotLevel, number>([['beginner', BEGINNER_RATING]]);
  // Walk the measurements until every level is placed, from the anchor up and down.
  for (let changed = true; changed;) {
    changed = false;
    for (const { level, below, score } of MEASURED) {
      const upper = ratings.get(level);
      const lower = ratings.get(below);
      if (upper === undefined && lower !== undefined) {
        ratings.set(level, lower + ratingDifference(score));
        changed = true;
      } else if (lower === undefined && upper !== undefined) {
        ratings.set(below, upper - ratingDifference(score));
        changed = true;
      }
    }
  }
  return ratings;
}

/** Every level, weakest first, its rating rounded to a whole number. */
export const COMPUTER_RATINGS: readonly ComputerRating[] = [...ladder()]
  .map(([level, rating]) => ({ level, rating: Math.round(rating) }))
  .sort((a, b) => a.rating - b.rating);

/**
 * The computer levels' fixed ratings, measured rather than played for: games against the computer are unrated.
 *
 * Each figure is a level's score against another in matches of 2,000 games (docs/bots.md, "The ladder"; a draw
 * counts half). A score p becomes a rating difference by the logistic curve that Elo
 * ratings and Glicko's expected score share: D = 400 · log10(p / (1 − p)). The ladder is anchored at the Kitten
 * (novice) = 1000, an arbitrary point: players start at 1500 and find their place against each other, so
 * these numbers say how the levels compare with each other, and roughly where a person stands who beats one of
 * them half the time.
 */
import type { ComputerRating } from '@katz/protocol';
import type { BotLevel } from '../computer/levels.js';

/** The anchor of the ladder. */
const ANCHOR: BotLevel = 'novice';
const ANCHOR_RATING = 1000;

/** One match of the ladder: `level` against `opponent`, as the match runner counts it from `level`'s side. */
export interface LadderMatch {
  readonly level: BotLevel;
  readonly opponent: BotLevel;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/**
 * The matches, 2,000 games each at the server's settings, as docs/bots.md ("The ladder") reports them (a test
 * holds that table to this list). Each level is placed from the first match that links it to a level already
 * placed, so this list is the ladder's chain: every offered level from the one below it, the baselines from
 * the novice.
 */
export const LADDER_MATCHES: readonly LadderMatch[] = [
  { level: 'beginner', opponent: 'novice', wins: 1683, draws: 60, losses: 257 },
  { level: 'solid', opponent: 'beginner', wins: 1633, draws: 59, losses: 308 },
  // As the server plays it: one game at a time with a playout thread, its ceiling of 1 s a turn.
  { level: 'strong', opponent: 'solid', wins: 1280, draws: 90, losses: 630 },
  { level: 'novice', opponent: 'first', wins: 682, draws: 148, losses: 1170 },
  { level: 'novice', opponent: 'random', wins: 1942, draws: 44, losses: 14 },
];

/** A match's score for `level`: a draw counts half. */
export const ladderScore = ({ wins, draws, losses }: LadderMatch): number =>
  (wins + draws / 2) / (wins + draws + losses);

export const ratingDifference = (score: number): number => 400 * Math.log10(score / (1 - score));

function ladder(): ReadonlyMap<BotLevel, number> {
  const ratings = new Map<BotLevel, number>([[ANCHOR, ANCHOR_RATING]]);
  // Walk the measurements until every level is placed, from the anchor up and down.
  for (let changed = true; changed;) {
    changed = false;
    for (const match of LADDER_MATCHES) {
      const { level, opponent } = match;
      const score = ladderScore(match);
      const upper = ratings.get(level);
      const lower = ratings.get(opponent);
      if (upper === undefined && lower !== undefined) {
        ratings.set(level, lower + ratingDifference(score));
        changed = true;
      } else if (lower === undefined && upper !== undefined) {
        ratings.set(opponent, upper - ratingDifference(score));
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

/**
 * Where the profile's chart of reviewed games draws, in the CSS pixels of its measured width (as the review's
 * chance graph does, so that its words keep their 14 px on a phone): one slot per game, oldest on the left; above,
 * the player's accuracy per game (0 to 100); below, the game's account in points of the chance to win, three bars
 * a game (their own decisions, the opponent's, the cards) up or down from 0, on a scale of whole steps that holds
 * the largest.
 */
import type { ProfileReviewedGame } from '@katz/protocol';

/** Room around each plot: on the left for the widest tick ("−100"), above and below for the words. */
export const CHART_PAD = { left: 46, right: 8, top: 12, bottom: 8 } as const;

/** The parts of a result the bars show, in their order within a game's group. */
export const ACCOUNT_PARTS = ['own', 'opponent', 'cards'] as const;
export type AccountPart = (typeof ACCOUNT_PARTS)[number];

/**
 * Where the account's scale may end, in points: the first that holds the largest bar. Each is even, so that its
 * half, the scale's other ticks, is a whole number too.
 */
const POINT_STEPS = [10, 20, 40, 50, 100] as const;

/** A group of bars at most this wide, so that a few games do not draw slabs. */
const GROUP_MAX = 42;

/** What each of the chart's two plots draws: the games, oldest first, on the scale they share. */
export interface ReviewedGamesPlot {
  readonly games: readonly ProfileReviewedGame[];
  readonly scale: ReviewedGamesScale;
}

export interface ReviewedGamesScale {
  readonly width: number;
  /** The heights of the accuracy's plot and of the account's. */
  readonly accuracyHeight: number;
  readonly accountHeight: number;
  /** The middle of game `index`'s slot across. */
  readonly x: (index: number) => number;
  /** Where an accuracy (0 to 100) sits up in its plot. */
  readonly accuracyY: (accuracy: number) => number;
  /** Where a figure in points sits up in the account's plot. */
  readonly pointsY: (points: number) => number;
  /** The account's scale reaches this many points up and down. */
  readonly pointsReach: number;
  /** Each bar's width and where the bar of `part` starts across from its game's middle. */
  readonly barWidth: number;
  readonly barOffset: (part: AccountPart) => number;
}

/** A plot's height for the width: low and wide on a desk's screen, never too low to read on a phone. */
const plotHeight = (width: number, share: number, least: number, most: number) =>
  Math.round(Math.min(most, Math.max(least, width * share)));

export function reviewedGamesScale(games: number, largestPoints: number, width: number): ReviewedGamesScale {
  const accuracyHeight = plotHeight(width, 0.2, 140, 180);
  const accountHeight = plotHeight(width, 0.24, 170, 220);
  const plotWidth = width - CHART_PAD.left - CHART_PAD.right;
  const slot = plotWidth / Math.max(1, games);
  const x = (index: number) => CHART_PAD.left + (index + 0.5) * slot;
  const pointsReach =
    POINT_STEPS.find((step) => step >= largestPoints) ?? Math.ceil(largestPoints / 100) * 100;
  const inner = (height: number) => height - CHART_PAD.top - CHART_PAD.bottom;
  const group = Math.min(GROUP_MAX, slot * 0.9);
  const barWidth = group / ACCOUNT_PARTS.length;
  return {
    width,
    accuracyHeight,
    accountHeight,
    x,
    accuracyY: (accuracy) => CHART_PAD.top + (1 - accuracy / 100) * inner(accuracyHeight),
    pointsY: (points) => CHART_PAD.top + ((pointsReach - points) / (2 * pointsReach)) * inner(accountHeight),
    pointsReach,
    barWidth,
    barOffset: (part) => -group / 2 + ACCOUNT_PARTS.indexOf(part) * barWidth,
  };
}

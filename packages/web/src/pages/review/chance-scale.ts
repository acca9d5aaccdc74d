/**
 * Where the chance graph draws each decision, in the CSS pixels of its measured width, so that its labels have
 * their size in every width (a graph scaled down to a phone's width drew them at 9 px): the turns along, each
 * player's chance up, the turns numbered below at a step that keeps the numbers apart.
 */
import type { ReviewedDecision } from '@katz/bots/review';

/** Room around the plot: on the left for the widest tick, German "100 %"; below for the turns' numbers. */
export const PAD = { left: 50, right: 14, top: 10, bottom: 30 } as const;

/** How much of a turn's width its decisions spread over: half, so that turns stay apart. */
const SPREAD = 0.5;

/** The closest two turn numbers may stand, in pixels: a number of three digits and a gap twice as wide. */
const TICK_GAP = 56;

/** Steps between numbered turns, the smallest that keeps them `TICK_GAP` apart is taken. */
const TICK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200] as const;

export interface ChanceScale {
  readonly width: number;
  readonly height: number;
  /** The last turn with a decision. */
  readonly lastTurn: number;
  /** The turns numbered below the plot. */
  readonly ticks: readonly number[];
  /** Where a decision sits across. */
  readonly x: (decision: ReviewedDecision) => number;
  /** Where a turn starts across. */
  readonly turnX: (turn: number) => number;
  /** Where a chance (0 to 1) sits up. */
  readonly y: (chance: number) => number;
}

/**
 * Where each decision sits along the turns, by its index: its turn's number less one, and of a turn with several
 * decisions of one seat, the later ones a share of `SPREAD` further.
 */
function placesAlong(
  decisions: readonly ReviewedDecision[],
  turnOf: (decision: ReviewedDecision) => number,
): Map<number, number> {
  const inTurn = new Map<string, ReviewedDecision[]>();
  for (const decision of decisions) {
    const key = `${String(decision.seat)}:${String(turnOf(decision))}`;
    const group = inTurn.get(key);
    if (group === undefined) inTurn.set(key, [decision]);
    else group.push(decision);
  }
  const places = new Map<number, number>();
  for (const group of inTurn.values())
    group.forEach((decision, k) =>
      places.set(decision.index, turnOf(decision) - 1 + (k / group.length) * SPREAD),
    );
  return places;
}

/** The graph's height for its width: wide and low on a desk's screen, never too low to read on a phone. */
const heightFor = (width: number) => Math.round(Math.min(340, Math.max(200, width * 0.36)));

export function chanceScale(
  decisions: readonly ReviewedDecision[],
  turnOf: (decision: ReviewedDecision) => number,
  width: number,
): ChanceScale {
  const height = heightFor(width);
  const lastTurn = Math.max(1, ...decisions.map(turnOf));
  const along = placesAlong(decisions, turnOf);
  const plotWidth = width - PAD.left - PAD.right;
  // A turn's decisions (several where the player drew in the middle of it) spread over part of its width, so that
  // a change within a turn is a slope and not a vertical stroke; the last turn's spread ends at the right edge.
  const perTurn = plotWidth / (lastTurn - 1 + SPREAD);
  const turnX = (turn: number) => PAD.left + (turn - 1) * perTurn;
  const step = TICK_STEPS.find((candidate) => candidate * perTurn >= TICK_GAP) ?? lastTurn;
  // The turns from the first step on (the axis's name stands at its start), and the game's last turn where it
  // stands clear of the last of them: how long the game was.
  const ticks: number[] = [];
  for (let turn = step; turn <= lastTurn; turn += step) ticks.push(turn);
  if ((lastTurn - (ticks.at(-1) ?? 0)) * perTurn >= TICK_GAP) ticks.push(lastTurn);
  return {
    width,
    height,
    lastTurn,
    ticks,
    x: (decision) => PAD.left + (along.get(decision.index) ?? 0) * perTurn,
    turnX,
    y: (chance) => PAD.top + (1 - chance) * (height - PAD.top - PAD.bottom),
  };
}

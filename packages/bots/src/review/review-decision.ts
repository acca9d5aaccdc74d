/**
 * One decision weighed from the seat's own view: its chance to win before it (had it played as the solid
 * judgement would), after the turn as played, and after the best turn the strong level's search finds, all in
 * the same worlds drawn from what the seat knew, each played to the game's end. The cost is the best turn's
 * chance less the played turn's, measured world by world.
 *
 * The search picks its turn in worlds of its own, and the chances are measured in other worlds: a turn is not
 * judged in the worlds it was chosen in, which would favour it by their luck.
 */
import { decodeAction, Random, type Action, type PlayerIndex, type PositionView } from '@katz/engine';
import { createCoreState, type ActionCode } from '@katz/engine/core';
import { SolidJudge } from '../plan/solid-judge.js';
import { TurnSearch } from '../plan/turn-search.js';
import { PlanSearch, PROPOSER_NODES, STRONG_SEARCH, type WorldSampler } from '../search/plan-search.js';
import { seatDeterminizer } from '../view-state.js';
import { estimateOf, pairedDifference, type Estimate } from './estimate.js';
import { markOf, mistakeUnconfirmed, undecidedMarks, type Mark } from './marks.js';
import type { ReviewSettings } from './review-settings.js';
import { samePosition, WinChances } from './win-chances.js';

/** What the review needs of a decision: the seat's view as it started, and the actions played. */
export interface DecisionJob {
  readonly index: number;
  readonly view: PositionView;
  readonly codes: readonly ActionCode[];
}

export interface DecisionFigures {
  readonly index: number;
  readonly seat: PlayerIndex;
  /** The best turn found: the played one where none found scored better. */
  readonly best: readonly Action[];
  /** The seat's chance to win before the decision, playing on as the solid judgement would. */
  readonly before: Estimate;
  /** Its chance after the turn as played. */
  readonly played: Estimate;
  /** Its chance after the best turn found. */
  readonly bestChance: Estimate;
  /** The best turn's chance less the played one's, world by world (0 where the played turn is the best). */
  readonly cost: Estimate;
  /**
   * What the turn as played did against the solid judgement's: `played − before`, world by world (result-account.ts
   * adds these up into what a player's decisions did).
   */
  readonly effect: Estimate;
  readonly mark: Mark | null;
  /** Worlds the chances were measured in. */
  readonly worlds: number;
  /** Whether the seat had more than one way to play. */
  readonly choice: boolean;
}

/** The seeds of a decision's random numbers: one stream for the search, one for the measuring worlds. */
export function jobRandom(
  settings: ReviewSettings,
  stream: 'search' | 'worlds' | 'draw',
  index: number,
): Random {
  return Random.fromSeed(`${settings.seed}-${stream}-${index}`);
}

const ZERO: Estimate = { mean: 0, error: 0 };

/** Weighs decisions; holds the searches' buffers, so one reviewer serves a whole game on its thread. */
export class DecisionReviewer {
  private readonly search = new PlanSearch(STRONG_SEARCH);
  /** The solid judgement's plan, plan 0 of the search, and whether any other exists. */
  private readonly proposer = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES, keep: 2 });
  private readonly chances: WinChances;
  private readonly scratch = [createCoreState(), createCoreState()] as const;
  private readonly world = createCoreState();

  constructor(private readonly settings: ReviewSettings) {
    this.chances = new WinChances(settings.horizon === 0 ? Infinity : settings.horizon);
  }

  async review(job: DecisionJob): Promise<DecisionFigures> {
    const { settings } = this;
    const worlds = seatDeterminizer(job.view);
    const seat = worlds.me;
    const sample: WorldSampler = (random, into) => worlds.sample(random, into);
    const searchRandom = jobRandom(settings, 'search', job.index);
    sample(searchRandom.clone(), this.world);
    const proposed = this.proposer.plans(this.world);
    const solid = proposed[0]!.actions;
    const choice = proposed.length > 1;
    const pick = choice
      ? (await this.search.choose(sample, searchRandom, { iterations: settings.searchPlayouts })).actions
      : solid;
    const played = job.codes;

    // Plans that reach the same position score alike in every world: each distinct one is played once.
    const plans: (readonly ActionCode[])[] = [];
    const slot = (plan: readonly ActionCode[]): number => {
      const found = plans.findIndex((other) => samePosition(this.world, other, plan, this.scratch));
      if (found !== -1) return found;
      plans.push(plan);
      return plans.length - 1;
    };
    const solidAt = slot(solid);
    const pickAt = slot(pick);
    const playedAt = slot(played);

    const outcomes = plans.map(() => [] as number[]);
    const random = jobRandom(settings, 'worlds', job.index);
    let count = settings.worlds;
    this.chances.extend(sample, random, plans, seat, count, outcomes);
    for (;;) {
      const figures = this.figures(job, seat, outcomes, { solidAt, pickAt, playedAt }, plans, choice);
      // Undecided by the gain before it is cut at 0: a played turn that looks better in the first worlds may
      // still cost a mark's worth in more.
      const gain = this.gain(outcomes, solidAt, pickAt, playedAt);
      // A mistake the estimate points to but cannot yet confirm is worth the most worlds: one left unmarked is
      // an error the player never hears of, while the lines below and above it only grade a mark. Where the
      // estimate lies below the line, more worlds would mostly confirm that it is no mistake.
      const bound = mistakeUnconfirmed(gain) ? settings.maxMistakeWorlds : settings.maxWorlds;
      if (undecidedMarks(gain).length === 0 || count * 2 > bound) return figures;
      this.chances.extend(sample, random, plans, seat, count, outcomes);
      count *= 2;
    }
  }

  /** The best turn's chance less the played one's, world by world, before it is cut at 0. */
  private gain(outcomes: readonly number[][], solidAt: number, pickAt: number, playedAt: number): Estimate {
    const bestAt = this.bestOf(outcomes, solidAt, pickAt);
    return bestAt === playedAt ? ZERO : pairedDifference(outcomes[bestAt]!, outcomes[playedAt]!);
  }

  /** The better of the search's pick and the solid judgement's plan, by the chances measured here. */
  private bestOf(outcomes: readonly number[][], solidAt: number, pickAt: number): number {
    const mean = (index: number) => estimateOf(outcomes[index]!).mean;
    return mean(pickAt) >= mean(solidAt) ? pickAt : solidAt;
  }

  private figures(
    job: DecisionJob,
    seat: PlayerIndex,
    outcomes: readonly number[][],
    at: { solidAt: number; pickAt: number; playedAt: number },
    plans: readonly (readonly ActionCode[])[],
    choice: boolean,
  ): DecisionFigures {
    const { solidAt, pickAt, playedAt } = at;
    const bestAt = this.bestOf(outcomes, solidAt, pickAt);
    const gain = this.gain(outcomes, solidAt, pickAt, playedAt);
    const playedIsBest = gain.mean <= 0;
    const best = playedIsBest ? playedAt : bestAt;
    const cost = playedIsBest ? { mean: 0, error: gain.error } : gain;
    return {
      index: job.index,
      seat,
      best: plans[best]!.map(decodeAction),
      before: estimateOf(outcomes[solidAt]!),
      played: estimateOf(outcomes[playedAt]!),
      bestChance: estimateOf(outcomes[best]!),
      cost,
      effect: playedAt === solidAt ? ZERO : pairedDifference(outcomes[playedAt]!, outcomes[solidAt]!),
      mark: markOf(cost),
      worlds: outcomes[0]!.length,
      choice,
    };
  }
}

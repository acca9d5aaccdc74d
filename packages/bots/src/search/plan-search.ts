/**
 * The strong player's search: determinized Monte Carlo over whole-turn plans.
 *
 * The solid player's planner proposes its best few plans for the rest of the turn. Each is tried in the same
 * sampled worlds (the same hidden cards for every plan, so that differences come from the plans, not from luck)
 * and played on for a few turns by solid players. Because all plans meet the same worlds, their results can be
 * compared world by world, which cancels most of the luck. Every few worlds, plans clearly behind the leader
 * are dropped (racing). At the end the solid judgement's own first choice stands unless another plan beat it
 * by more than the noise: measured, a search that switched on the slightest lead lost to its own heuristic.
 *
 * In many searches the short playouts cannot tell the plans apart at all: no stock card is played within their
 * turn ends, whatever the plan. Such a race ends early, and the plans still in it are raced again with longer
 * playouts, on a share of the budget left.
 *
 * The budget is a number of playouts (reproducible on any machine) or milliseconds. A caller may also set a
 * ceiling, a deadline on the search's clock: the search stops there, whatever playouts are left, and picks
 * from the worlds it played (with none, plan 0). Below the ceiling it plays exactly the same playouts. The
 * search gives the event loop a turn every few milliseconds, so a server can run many searches at once.
 *
 * A helper (other threads, `playout-job.ts`) may share the playouts: the worlds are then sampled a block at a
 * time (the eight between two comparisons), in the same order, and this thread and the helper's take the
 * block's playouts one by one. Every score is what it would be here, so the decisions are the same; against a
 * ceiling, more worlds are played before it.
 */
import type { Random } from '@katz/engine';
import { createCoreState, DRAW_PILE, pileLength, playerToMove, type CoreState } from '@katz/engine/core';
import { SolidJudge } from '../plan/solid-judge.js';
import { pausesTurn, TurnSearch, type TurnPlan } from '../plan/turn-search.js';
import type { MillisecondSource, SearchRecord } from '../contract.js';
import type { PlayoutEvaluation, PlayoutHelper } from '../playout-sharing.js';
import { packWorlds } from './playout-job.js';
import { Playout } from './playout.js';
import { yieldToEventLoop } from './yield.js';

export interface SearchBudget {
  /** Playouts per search; results are then reproducible. */
  readonly iterations?: number;
  /** Wall-clock milliseconds per search, when no iteration budget is given. */
  readonly budgetMs?: number;
}

export interface PlanSearchOptions {
  /** How many of the solid planner's best plans are compared. */
  readonly candidates: number;
  /** Turn ends each playout runs (this turn's end included). */
  readonly playoutTurns: number;
  /** Positions per turn plan of the solid players inside playouts. */
  readonly playoutNodes: number;
  /** A plan is dropped when it trails the leader by more than this many standard errors. */
  readonly dropZ: number;
  /** Another plan replaces the solid judgement's choice when it leads by more than this many standard errors. */
  readonly switchZ: number;
  /** Turn ends of the longer playouts that race plans the short ones could not tell apart. */
  readonly deepTurns: number;
  /** The share of the playouts left that the longer race may use. */
  readonly deepShare: number;
  /** How a playout's end is scored. */
  readonly evaluation: PlayoutEvaluation;
  /** By the stock lead: what a game won in a playout adds to its lead, in stock cards (a lost one takes away). */
  readonly wonGame: number;
  /**
   * A race down to plan 0 and one other ends once the other leads by more than this many standard errors (after
   * `AGREEMENT_WORLDS` worlds): the pick cannot sensibly change, and the time is left to the turn's later
   * searches. Infinity: the race runs on to its budget.
   */
  readonly settleZ: number;
  /**
   * A race also ends once no plan left could gain more than this over plan 0 (its gain plus `settleZ` standard
   * errors, in the playouts' score): a switch it could still make would be worth too little for the time.
   */
  readonly negligibleGain: number;
  /**
   * The most of the time left before the ceiling that a search may take when the solid judgement's plan pauses
   * the turn (a stock play, an emptied hand): another search of the same turn then follows, with new cards in
   * view, and without this share it may start with no time left. 1: all of it.
   */
  readonly pauseShare: number;
  /**
   * When the draw pile holds at most this many cards as the search starts, every playout runs to the game's end
   * (and no longer race follows a tie): near the end a game is decided by who holds fewer stock cards when the
   * draw pile runs out, which a playout to the end scores exactly where one of a few turn ends guesses. 0: never.
   */
  readonly endgameDrawPile: number;
  /**
   * Positions per turn plan in a playout to the game's end once its first `playoutTurns` turn ends are played
   * (the tail is most of such a playout's cost). 0: `playoutNodes` throughout.
   */
  readonly endgameTailNodes: number;
  /**
   * When the draw pile holds at most this many cards as the search starts, the race's verdict is checked with
   * playouts to the game's end, which score near the end exactly what playouts of a few turn ends guess: a
   * switch from plan 0 is raced against plan 0 again and undone if plan 0 does better there; plans the race
   * found alike are raced there instead of with the longer playouts. The check costs only searches that switch
   * or tie, on at most `endgameCheckPlayouts` playouts. 0: never.
   */
  readonly endgameCheckDrawPile: number;
  /** The playouts to the game's end that one check may play (`endgameCheckDrawPile`). */
  readonly endgameCheckPlayouts: number;
}

/**
 * Measured (docs/bots.md, docs/bots-history.md): 100 positions per playout plan play as well as 400 at a quarter
 * of the cost; switching on any lead lost to solid. Playouts of five turn ends (seven for tied plans) scored
 * about two points more against solid than three (five for tied plans) at 6,000 playouts and the server's
 * ceiling of 1 s a turn, over 2,000 games, though they did worse at 300 playouts, where their noise costs most.
 */
export const STRONG_SEARCH: PlanSearchOptions = {
  candidates: 8,
  playoutTurns: 5,
  playoutNodes: 100,
  dropZ: 1.5,
  switchZ: 1,
  deepTurns: 7,
  deepShare: 0.15,
  evaluation: 'stock lead',
  // A game won moves the chance to win as much as a lead of 2 to 8 stock cards, by the learned value's fit; 10
  // judged better than 20 in the decision-quality bench and scored as well against solid (docs/bots-history.md).
  wonGame: 10,
  settleZ: Infinity,
  negligibleGain: 0,
  // A search whose plan 0 pauses the turn leaves half the time to the search that follows, which then has
  // time of its own: more than two standard errors over taking it all, at the server's settings (docs/bots.md).
  pauseShare: 0.5,
  endgameDrawPile: 0,
  endgameTailNodes: 0,
  endgameCheckDrawPile: 0,
  endgameCheckPlayouts: 0,
};

/** The clock of budgets and deadlines unless `BotOptions.clock` gives another, and always of the slices. */
export const performanceClock: MillisecondSource = () => performance.now();

/** Fills `into` with one world that agrees with what the player knows. */
export type WorldSampler = (random: Random, into: CoreState) => CoreState;

/** Turn ends no game reaches: a playout of this many runs to the game's end. */
const GAME_END_TURNS = 1000;

/** Plans are compared every this many worlds, and clearly worse ones dropped. */
const RACE_EVERY = 8;

/** The mean of the first `worlds` scores, over the worlds a plan met (it met all until it was dropped). */
function mean(values: readonly number[], worlds: number): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < worlds; i++) {
    const value = values[i]!;
    if (!Number.isNaN(value)) {
      sum += value;
      count++;
    }
  }
  return count === 0 ? -Infinity : sum / count;
}

/** How much plan `a` gained over plan `b` in the worlds both met, and the standard error of that gain. */
function pairedGain(
  a: readonly number[],
  b: readonly number[],
  worlds: number,
): { mean: number; error: number } {
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let i = 0; i < worlds; i++) {
    const difference = a[i]! - b[i]!;
    if (Number.isNaN(difference)) continue;
    sum += difference;
    squares += difference * difference;
    count++;
  }
  if (count < 2) return { mean: 0, error: Infinity };
  const average = sum / count;
  const variance = Math.max(0, squares / count - average * average);
  return { mean: average, error: Math.sqrt(variance / (count - 1)) };
}

/** After this many worlds, a race whose plans all scored alike in every one of them ends. */
const AGREEMENT_WORLDS = 32;

/** Whether the alive plans scored the same in each of the first `worlds` worlds. */
function allAgree(scores: readonly number[][], alive: readonly number[], worlds: number): boolean {
  const first = scores[alive[0]!]!;
  for (const index of alive) {
    const other = scores[index]!;
    for (let world = 0; world < worlds; world++) if (other[world] !== first[world]) return false;
  }
  return true;
}

/**
 * Between two yields to the event loop, the search runs at most this long and one playout. Checked after every
 * playout, not every world: with several games' searches on one thread (a server's computer worker), each
 * action of another game waits for the slices before it, and a world of 8 playouts of five turn ends, or a
 * block of 8 worlds shared with a helper, took tens of milliseconds on a slow machine.
 */
const SLICE_MS = 8;

/** Positions the proposer may search for the candidate plans (twice the solid player's own bound). */
export const PROPOSER_NODES = 4000;

const NO_SEARCH: SearchRecord = {
  worlds: 0,
  playouts: 0,
  agreed: false,
  deepened: false,
  ceilingReached: false,
};

/** What every race of one search shares. */
interface RaceContext {
  readonly sample: WorldSampler;
  readonly random: Random;
  readonly me: number;
  readonly candidates: readonly TurnPlan[];
  readonly deadline: number;
}

interface RaceOutcome {
  readonly scores: number[][];
  readonly alive: number[];
  readonly worlds: number;
  readonly done: number;
  readonly agreed: boolean;
  /** Whether the deadline stopped it. */
  readonly timedOut: boolean;
}

export class PlanSearch {
  lastSearch: SearchRecord = NO_SEARCH;
  private readonly proposer: TurnSearch;
  /** Plans alone, with the playouts' small bound, when the ceiling has passed before the search began. */
  private readonly lateProposer: TurnSearch;
  private readonly playout: Playout;
  private readonly deepPlayout: Playout;
  /** Playouts to the game's end, for searches near the draw pile's end (`endgameDrawPile`). */
  private readonly endPlayout: Playout;
  private readonly world = createCoreState();
  /** The worlds of one block, when a helper shares the playouts. */
  private readonly blockWorlds = Array.from({ length: RACE_EVERY }, createCoreState);
  /**
   * When the search last let other work run (`SLICE_MS`), in real time whatever clock the deadline is on: the
   * slices are about other work waiting on this thread.
   */
  private sliceStart = performanceClock();

  constructor(
    private readonly options: PlanSearchOptions = STRONG_SEARCH,
    private readonly clock: MillisecondSource = performanceClock,
    /** Threads that share the playouts; the decisions are the same without them. */
    private readonly helper: PlayoutHelper | null = null,
  ) {
    this.proposer = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES, keep: options.candidates });
    this.lateProposer = new TurnSearch(new SolidJudge(), { maxNodes: options.playoutNodes, keep: 1 });
    const { playoutNodes: maxNodes, evaluation, wonGame } = options;
    const common = { maxNodes, evaluation, wonGame, tail: null };
    this.playout = new Playout({ ...common, turns: options.playoutTurns });
    this.deepPlayout = new Playout({ ...common, turns: options.deepTurns });
    const { endgameTailNodes } = options;
    const tail = endgameTailNodes > 0 ? { after: options.playoutTurns, maxNodes: endgameTailNodes } : null;
    this.endPlayout = new Playout({ ...common, turns: GAME_END_TURNS, tail });
  }

  /** The plan to play; `ceiling` is the deadline on the search's clock past which no playout starts. */
  async choose(
    sample: WorldSampler,
    random: Random,
    budget: SearchBudget,
    ceiling = Infinity,
  ): Promise<TurnPlan> {
    const started = this.clock();
    this.sliceStart = performanceClock();
    const world = sample(random, this.world);
    const me = playerToMove(world);
    if (started >= ceiling) {
      // Out of time already (a turn of many searches, or a decision queued behind others): the plan of a
      // small search, as the playouts play, is all there is time for; 100 positions play about as well as
      // the solid player's 2,000 (docs/bots.md).
      this.lastSearch = { ...NO_SEARCH, ceilingReached: true };
      return this.lateProposer.plans(world)[0]!;
    }
    const candidates = [...this.proposer.plans(world)];
    if (candidates.length === 1) {
      this.lastSearch = NO_SEARCH;
      return candidates[0]!;
    }

    const budgetEnd = budget.iterations === undefined ? started + (budget.budgetMs ?? 200) : Infinity;
    const { pauseShare } = this.options;
    // When the plan most likely played pauses the turn, the rest of the time is left to the turn's next search.
    const searchCeiling =
      pauseShare < 1 && Number.isFinite(ceiling) && pausesTurn(candidates[0]!.end)
        ? started + pauseShare * (ceiling - started)
        : ceiling;
    const deadline = Math.min(budgetEnd, searchCeiling);
    const limit = budget.iterations ?? Infinity;
    const all = candidates.map((_, index) => index);
    const context = { sample, random, me, candidates, deadline };
    const { endgameDrawPile } = this.options;
    const toTheEnd = endgameDrawPile > 0 && pileLength(world, DRAW_PILE) <= endgameDrawPile;
    let race = await this.race(context, toTheEnd ? this.endPlayout : this.playout, all, limit);
    const record = {
      worlds: race.worlds,
      playouts: race.done,
      agreed: race.agreed,
      deepened: false,
      ceilingReached: race.timedOut && searchCeiling <= budgetEnd,
    };
    const { endgameCheckDrawPile } = this.options;
    if (!toTheEnd && endgameCheckDrawPile > 0 && pileLength(world, DRAW_PILE) <= endgameCheckDrawPile) {
      const picked = await this.checkToTheEnd(context, race);
      record.worlds += picked.worlds;
      record.playouts += picked.done;
      record.deepened = picked.done > 0;
      record.ceilingReached ||= picked.timedOut && searchCeiling <= budgetEnd;
      this.lastSearch = record;
      return candidates[picked.plan]!;
    }
    if (!toTheEnd && race.agreed && limit - race.done >= this.options.candidates * AGREEMENT_WORLDS) {
      // Plans the short playouts cannot tell apart are raced again with longer ones, on a share of the budget
      // left: the difference between them, if any, lies beyond the short horizon.
      const deepLimit = Math.floor((limit - race.done) * this.options.deepShare);
      race = await this.race(context, this.deepPlayout, race.alive, deepLimit);
      record.worlds += race.worlds;
      record.playouts += race.done;
      record.deepened = true;
      record.ceilingReached ||= race.timedOut && searchCeiling <= budgetEnd;
    }
    this.lastSearch = record;
    return candidates[this.pick(race.scores, race.alive, race.worlds)]!;
  }

  /**
   * The check of a race's verdict near the draw pile's end (`endgameCheckDrawPile`): a switch is raced against
   * plan 0 with playouts to the game's end and kept unless plan 0 scores better there; a tie is raced there by
   * the usual rule. A check the deadline cuts short before `AGREEMENT_WORLDS` worlds leaves the verdict as it
   * was.
   */
  private async checkToTheEnd(
    context: RaceContext,
    race: RaceOutcome,
  ): Promise<{ plan: number; worlds: number; done: number; timedOut: boolean }> {
    const verdict = this.pick(race.scores, race.alive, race.worlds);
    if (!race.agreed && verdict === 0) return { plan: 0, worlds: 0, done: 0, timedOut: false };
    const finalists = race.agreed ? race.alive : [0, verdict];
    const check = await this.race(context, this.endPlayout, finalists, this.options.endgameCheckPlayouts);
    const { worlds, done, timedOut } = check;
    if (timedOut && worlds < AGREEMENT_WORLDS) return { plan: verdict, worlds, done, timedOut };
    if (race.agreed) return { plan: this.pick(check.scores, check.alive, worlds), worlds, done, timedOut };
    // The switch survives unless the check dropped it or plan 0 led it to the game's end.
    const kept =
      check.alive.includes(verdict) && pairedGain(check.scores[verdict]!, check.scores[0]!, worlds).mean >= 0;
    return { plan: kept ? verdict : 0, worlds, done, timedOut };
  }

  /**
   * Every alive plan meets the same worlds, one after another, until one plan is left, the budget is spent, or
   * the plans left have scored alike in every world (`agreed`). `scores[plan][world]` keeps the results for
   * paired comparisons (NaN once the plan was dropped).
   */
  private async race(
    context: RaceContext,
    playout: Playout,
    start: readonly number[],
    limit: number,
  ): Promise<RaceOutcome> {
    const { candidates, deadline } = context;
    const scores = candidates.map(() => [] as number[]);
    let alive = [...start];
    let worlds = 0;
    let done = 0;
    let agreed = false;
    let timedOut = false;
    while (alive.length > 1 && done + alive.length <= limit) {
      // Checked before every world, or every block of worlds shared with a helper (at most `RACE_EVERY`), so a
      // ceiling is overrun by one world, or one block played in parallel, at most.
      if (this.clock() >= deadline) {
        timedOut = true;
        break;
      }
      const count =
        this.helper === null
          ? 1
          : Math.min(RACE_EVERY - (worlds % RACE_EVERY), Math.floor((limit - done) / alive.length));
      const played = await this.playWorlds(context, playout, alive, count);
      for (let world = 0; world < count; world++) {
        for (let index = 0; index < candidates.length; index++) {
          const at = alive.indexOf(index);
          scores[index]!.push(at === -1 ? NaN : played[world * alive.length + at]!);
        }
      }
      done += alive.length * count;
      worlds += count;
      if (worlds % RACE_EVERY === 0) {
        alive = this.drop(scores, alive, worlds);
        // Plans that scored alike in every world so far differ in nothing the playouts can see (often no stock
        // card is played within their horizon); more worlds would not separate them.
        agreed = worlds >= AGREEMENT_WORLDS && allAgree(scores, alive, worlds);
        if (agreed || (worlds >= AGREEMENT_WORLDS && this.settled(scores, alive, worlds))) break;
      }
    }
    return { scores, alive, worlds, done, agreed, timedOut };
  }

  /**
   * Samples `count` worlds, in order, and plays the alive plans in each: `scores[world * alive.length + i]` for
   * plan `alive[i]`. With a helper the playouts are shared: this thread and the helper's take them one by one.
   */
  private async playWorlds(
    context: RaceContext,
    playout: Playout,
    alive: readonly number[],
    count: number,
  ): Promise<Float64Array> {
    const { sample, random, me, candidates } = context;
    const plans = alive.map((index) => candidates[index]!.actions);
    if (this.helper === null) {
      const scores = new Float64Array(count * plans.length);
      for (let world = 0; world < count; world++) {
        sample(random, this.world);
        for (let at = 0; at < plans.length; at++) {
          scores[world * plans.length + at] = playout.run(this.world, plans[at]!, me);
          if (performanceClock() - this.sliceStart > SLICE_MS) await this.letOthersRun();
        }
      }
      return scores;
    }
    const worlds = this.blockWorlds.slice(0, count);
    for (const world of worlds) sample(random, world);
    const job = this.helper.share({ options: playout.options, me, plans, worlds: packWorlds(worlds) });
    for (let taken = job.take(); taken !== -1; taken = job.take()) {
      const world = Math.floor(taken / plans.length);
      job.record(taken, playout.run(worlds[world]!, plans[taken % plans.length]!, me));
      // The helper's threads go on with the block meanwhile.
      if (performanceClock() - this.sliceStart > SLICE_MS) await this.letOthersRun();
    }
    return job.scores();
  }

  private async letOthersRun(): Promise<void> {
    await yieldToEventLoop();
    this.sliceStart = performanceClock();
  }

  /** Drops every plan that is clearly worse than the best so far, in the worlds both have met. */
  private drop(scores: readonly number[][], alive: readonly number[], worlds: number): number[] {
    const leader = alive.reduce((best, index) =>
      mean(scores[index]!, worlds) > mean(scores[best]!, worlds) ? index : best,
    );
    return alive.filter((index) => {
      if (index === leader || index === 0) return true;
      const { mean: gain, error } = pairedGain(scores[index]!, scores[leader]!, worlds);
      return gain + this.options.dropZ * error >= 0;
    });
  }

  /**
   * Whether the race's pick is settled: it is down to plan 0 and one other that leads it by more than `settleZ`
   * standard errors, or no plan left beside plan 0 could gain more than `negligibleGain` over it.
   */
  private settled(scores: readonly number[][], alive: readonly number[], worlds: number): boolean {
    if (alive[0] !== 0) return false;
    const { settleZ, negligibleGain } = this.options;
    let negligible = true;
    for (const index of alive) {
      if (index === 0) continue;
      const { mean: gain, error } = pairedGain(scores[index]!, scores[0]!, worlds);
      if (alive.length === 2 && gain - settleZ * error > 0) return true;
      if (!(gain + settleZ * error < negligibleGain)) negligible = false;
    }
    return negligible;
  }

  /**
   * The solid judgement's own choice (plan 0) stands unless another plan did better in the same worlds by more
   * than the noise: a search must not lose to the heuristic it starts from.
   */
  private pick(scores: readonly number[][], alive: readonly number[], worlds: number): number {
    let best = 0;
    let bestGain = 0;
    for (const index of alive) {
      if (index === 0) continue;
      const { mean: gain, error } = pairedGain(scores[index]!, scores[0]!, worlds);
      if (gain - this.options.switchZ * error > 0 && gain > bestGain) {
        best = index;
        bestGain = gain;
      }
    }
    return best;
  }
}

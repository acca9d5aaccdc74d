/**
 * The strong level: searches once per stretch of turn without new cards, then plays the chosen plan out action
 * by action while the views it gets are the ones the plan foresaw. A view it did not foresee (a new stock card,
 * a refilled hand, the opponent's turn) starts a new search. A decision's deadline (`DecisionLimits`) is the
 * search's ceiling: the caller decides how much of a turn's time is left. A candidate under measurement may
 * search again before every action instead (`StrongBotSettings`).
 */
import { decodeAction, viewPosition, type Action, type PositionView } from '@katz/engine';
import { applyAction, createCoreState, fromCoreState, type ActionCode } from '@katz/engine/core';
import type { Bot, BotOptions, MillisecondSource, DecisionLimits } from '../contract.js';
import { decisionRandom, viewText } from '../decision-random.js';
import { determinizer } from '../view-state.js';
import { LastTurnReader, readingSampler } from './last-turn.js';
import {
  performanceClock,
  PlanSearch,
  STRONG_SEARCH,
  type PlanSearchOptions,
  type SearchBudget,
} from './plan-search.js';

/** Playouts per search when neither budget is given: the budget the strong level plays people with. */
export const STRONG_ITERATIONS = 6000;

/** How a strong bot searches and plays its plans. */
export interface StrongBotSettings {
  readonly search: PlanSearchOptions;
  /**
   * Whether it searches again before every action of a stretch, instead of playing the stretch's plan out while
   * the views are the ones the plan foresaw.
   */
  readonly replanEveryAction: boolean;
  /** Whether its worlds leave out the opponent's hands that their last turn rules out (`last-turn.ts`). */
  readonly readsLastTurn: boolean;
  /** Whether that reading takes in the opponent's last discard too, as the solid judgement would make it. */
  readonly readsDiscard?: boolean;
  /**
   * The most of the time left before a decision's deadline that one search may take (1: all of it). A turn's
   * first search can otherwise spend the whole turn, and a search later in the turn (after a new stock card or
   * a refilled hand) then starts past its deadline and plays the solid judgement's plan unsearched.
   */
  readonly searchShare: number;
}

/** The strong level's own settings. */
export const STRONG_SETTINGS: StrongBotSettings = {
  search: STRONG_SEARCH,
  replanEveryAction: false,
  readsLastTurn: false,
  searchShare: 1,
};

/** The deadline of one search: its share of the time left before the decision's deadline, read off `clock`. */
function searchDeadline(
  deadline: number | undefined,
  clock: MillisecondSource,
  share: number,
): number | undefined {
  if (deadline === undefined || share >= 1) return deadline;
  const now = clock();
  return now + share * Math.max(0, deadline - now);
}

/** `settings` other than the strong level's own are candidates under measurement (`search-candidates.ts`). */
export function strongBot(options: BotOptions, settings: StrongBotSettings = STRONG_SETTINGS): Bot {
  const search = new PlanSearch(settings.search, options.clock, options.helper);
  const replan = settings.replanEveryAction;
  const budget: SearchBudget =
    options.iterations !== undefined || options.budgetMs === undefined
      ? { iterations: options.iterations ?? STRONG_ITERATIONS }
      : { budgetMs: options.budgetMs };
  let planned: ActionCode[] = [];
  let foreseen = '';
  const world = createCoreState();
  const lastTurn = settings.readsLastTurn ? new LastTurnReader(settings.readsDiscard ?? false) : null;
  const clock = options.clock ?? performanceClock;

  return {
    level: 'strong',
    async decide(view: PositionView, limits?: DecisionLimits): Promise<Action> {
      const worlds = determinizer(view);
      const text = viewText(view);
      const reading = lastTurn?.observe(view) ?? null;
      if (replan || planned.length === 0 || text !== foreseen) {
        const random = decisionRandom(options.seed, view);
        const sample = readingSampler((r, into) => worlds.sample(r, into), 1 - worlds.me, reading);
        const deadline = searchDeadline(limits?.deadline, clock, settings.searchShare);
        const plan = await search.choose(sample, random, budget, deadline);
        options.onSearch?.(search.lastSearch);
        planned = [...plan.actions];
      }
      const action = planned.shift()!;
      if (!replan && planned.length > 0) {
        // What the view will be after this action: the plan's actions reveal nothing until its last one.
        worlds.sample(decisionRandom(options.seed, view), world);
        applyAction(world, action, null);
        foreseen = viewText(viewPosition(fromCoreState(world), worlds.me));
      }
      const chosen = decodeAction(action);
      lastTurn?.acted(view, chosen);
      return chosen;
    },
  };
}

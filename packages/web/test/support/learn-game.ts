/**
 * A finished game with known mistakes, for "Learn from your mistakes" (pages/mistakes/): the engine plays it to
 * its end as reviewed-game.ts's games are played (each seat plays its stock top where it fits, then every hand
 * card that fits a building pile, kings kept, then discards), except that at three of the first player's
 * decisions whose stock card fits a building pile it discards at once: a stock card skipped, the review's
 * plainest error (docs/review.md, "Planted errors"). Its review is put together as reviewed-game.ts's, figures
 * made up, with those three marked (a blunder, two mistakes) and their best turn the stock card played; the
 * other player has one decision of each mark, its better turn the played one with the discard on another pile.
 * The page's judge measures the turns itself: on this deal, the stock card skipped again is clearly worse than
 * the stock card played (5 to 10 points of the chance to win, by the review's measure), so a try of the one is
 * "no better" and of the other "as good as the best".
 */
import {
  REVIEW_SETTINGS,
  assembleReview,
  gameSteps,
  reviewJobs,
  type GameReview,
  type JobResult,
  type Mark,
} from '@katz/bots/review';
import { apply, deal, legalActions, type Action, type GameRecord, type Position } from '@katz/engine';
import type { ReplayView } from '@katz/protocol';
import { replayOf } from './reviewed-game.js';

/** A stock card skipped: the decision's index and turn, the discard played and the stock play that was better. */
export interface PlantedMistake {
  readonly decision: number;
  readonly turn: number;
  readonly mark: Mark;
  readonly played: Action & { readonly type: 'discard' };
  readonly best: Action & { readonly type: 'build' };
}

export interface LearnGame {
  readonly replay: ReplayView;
  readonly review: GameReview;
  /** The first player's planted mistakes, in the game's order. */
  readonly planted: readonly PlantedMistake[];
}

const SEED = 'learn-16';
/** Which of the first player's decisions that start with a stock card that fits are played wrong (from 1). */
const PLANTED_AT = [1, 3, 5];
const PLANTED_MARKS: readonly Mark[] = ['blunder', 'mistake', 'mistake'];

/** The game's actions, and the first actions of its planted mistakes with their better play. */
function playedGame(): { actions: Action[]; planted: Map<number, Action> } {
  const dealt = deal(SEED);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const actions: Action[] = [];
  const planted = new Map<number, Action>();
  let chances = 0;
  let decisionStarts = true;
  for (let step = 0; step < 2000; step++) {
    const legal = legalActions(position);
    const discards = legal.filter((candidate) => candidate.type === 'discard');
    const stock = legal.find((candidate) => candidate.type === 'build' && candidate.from === 'stock');
    let action: Action | undefined;
    if (decisionStarts && stock !== undefined && position.toMove === 0 && PLANTED_AT.includes(++chances)) {
      planted.set(actions.length, stock);
      action = discards[actions.length % 4];
    }
    action ??=
      stock ??
      legal.find(
        (candidate) =>
          candidate.type === 'build' && candidate.from === 'hand' && !candidate.card.startsWith('K'),
      ) ??
      discards[actions.length % 4];
    if (action === undefined) throw new Error(`game ${SEED}: no action at step ${step}`);
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
    actions.push(action);
    if (applied.value.status.over) return { actions, planted };
    decisionStarts = applied.value.events.some(
      (event) =>
        event.type === 'turnPassed' ||
        event.type === 'stockRevealed' ||
        (event.type === 'handRefilled' && event.count > 0),
    );
  }
  throw new Error(`game ${SEED} did not end in 2,000 actions`);
}

const COSTS: Readonly<Record<Mark, number>> = { inaccuracy: 0.004, mistake: 0.012, blunder: 0.061 };
const estimate = (mean: number, error = 0.002) => ({ mean, error });

/** The review, its figures made up: the planted mistakes and the other player's three marks. */
function reviewOf(record: GameRecord, plantedAt: ReadonlyMap<number, Action>): GameReview {
  const steps = gameSteps(record);
  const marks = new Map<number, { mark: Mark; best: readonly Action[] }>();
  [...plantedAt].forEach(([first, best], k) => {
    const step = steps.decisions.find((decision) => decision.firstAction === first);
    if (step !== undefined) marks.set(step.index, { mark: PLANTED_MARKS[k] ?? 'mistake', best: [best] });
  });
  const ending = steps.decisions.filter((step) => step.seat === 1 && step.actions.at(-1)?.type === 'discard');
  (['blunder', 'mistake', 'inaccuracy'] as const).forEach((mark, k) => {
    const step = ending[Math.floor(((k + 1) * ending.length) / 4)];
    const best = step?.actions.map((action) =>
      action.type === 'discard' ? { ...action, to: ((action.to + 1) % 4) as 0 | 1 | 2 | 3 } : action,
    );
    if (step !== undefined && best !== undefined) marks.set(step.index, { mark, best });
  });
  const results = reviewJobs(steps).map((job): JobResult => {
    if (job.kind === 'draw') return { kind: 'draw', index: job.index, chance: estimate(0.5, 0.01) };
    const step = steps.decisions[job.index];
    if (step === undefined) throw new Error(`no decision ${job.index}`);
    const chance = 0.5 + 0.3 * Math.sin(step.index / 9 + step.seat * Math.PI);
    const marked = marks.get(step.index);
    const cost = marked === undefined ? 0 : COSTS[marked.mark];
    const figures = {
      index: step.index,
      seat: step.seat,
      best: marked?.best ?? step.actions,
      before: estimate(chance),
      played: estimate(chance - cost),
      bestChance: estimate(chance),
      cost: estimate(cost, 0.001),
      effect: estimate(-cost, 0.001),
      mark: marked?.mark ?? null,
      worlds: 256,
      choice: true,
    };
    return { kind: 'decision', figures };
  });
  return assembleReview(steps, results, REVIEW_SETTINGS);
}

export function learnGame(id = 'LearnGame1'): LearnGame {
  const { actions, planted: plantedAt } = playedGame();
  const record = { seed: SEED, shuffle: 'km1' as const, actions };
  const review = reviewOf(record, plantedAt);
  const planted = review.decisions.flatMap((decision): PlantedMistake[] => {
    const [played] = decision.played;
    const [best] = decision.best;
    if (!plantedAt.has(decision.firstAction) || decision.mark === null) return [];
    if (played?.type !== 'discard' || best?.type !== 'build') throw new Error('a planted mistake changed');
    return [{ decision: decision.index, turn: decision.turn, mark: decision.mark, played, best }];
  });
  return { replay: replayOf(id, record), review, planted };
}

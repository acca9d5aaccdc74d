/**
 * From the jobs' results to the review (review-format.ts): each decision's figures, each draw's luck and each
 * player's summary. The luck of a draw is the seat's chance with the cards that came less its chance just
 * before them, which is its average over every draw that could have come, both from the seat's view:
 * - just before: the chance after the seat's turn as played (its worlds drew the cards at random);
 * - after: for the stock's next card or an emptied hand's five, the chance before the seat's next decision;
 *   for a refill at a turn's end, the refill job's; where the draw ended the game, its result.
 */
import type { GameOver, PlayerIndex } from '@katz/engine';
import { accuracyOf } from './accuracy.js';
import { independentDifference, type Estimate } from './estimate.js';
import type { DecisionStep, DrawStep, GameSteps } from './game-steps.js';
import { MARKS, type Mark } from './marks.js';
import type { DecisionFigures } from './review-decision.js';
import {
  REVIEW_FORMAT,
  type GameReview,
  type PlayerReview,
  type ReviewedDecision,
  type ReviewedDraw,
} from './review-format.js';
import type { JobResult } from './review-jobs.js';
import type { ReviewSettings } from './review-settings.js';
import { resultAccount, type ResultAccount } from './result-account.js';
import { turnReasons } from './turn-reasons.js';
import { verdictOf } from './verdict.js';

/** Chances are given to four decimals (a hundredth of a point): finer is noise. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A decision's figures in the review's format. */
export function reviewedDecision(step: DecisionStep, figures: DecisionFigures): ReviewedDecision {
  const differs = figures.cost.mean > 0;
  return {
    index: step.index,
    seat: step.seat,
    turn: step.turn,
    firstAction: step.firstAction,
    played: step.actions,
    best: figures.best,
    before: round(figures.before.mean),
    after: round(figures.played.mean),
    bestChance: round(figures.bestChance.mean),
    chanceError: round(figures.played.error),
    cost: round(figures.cost.mean),
    costError: round(figures.cost.error),
    effect: round(figures.effect.mean),
    effectError: round(figures.effect.error),
    mark: figures.mark,
    reasons: differs ? turnReasons(step.view, step.actions, figures.best) : [],
    worlds: figures.worlds,
    choice: figures.choice,
  };
}

function resultFor(result: GameOver, seat: PlayerIndex): Estimate {
  return { mean: result.winner === null ? 0.5 : result.winner === seat ? 1 : 0, error: 0 };
}

function drawLuck(
  draw: DrawStep,
  drawIndex: number,
  figures: readonly DecisionFigures[],
  refills: ReadonlyMap<number, Estimate>,
): ReviewedDraw {
  const before = figures[draw.decision]!.played;
  let after: Estimate | undefined;
  if (draw.ended !== null) after = resultFor(draw.ended, draw.seat);
  else if (draw.kind === 'refill') after = refills.get(drawIndex);
  else after = figures[draw.decision + 1]?.before;
  if (after === undefined) throw new Error(`the draw of action ${draw.action} has no chances after it`);
  const luck = independentDifference(after, before);
  return {
    seat: draw.seat,
    turn: draw.turn,
    kind: draw.kind,
    action: draw.action,
    cards: draw.cards,
    before: round(before.mean),
    after: round(after.mean),
    luck: round(luck.mean),
    luckError: round(luck.error),
  };
}

function playerReview(
  seat: PlayerIndex,
  figures: readonly DecisionFigures[],
  draws: readonly { seat: PlayerIndex; luck: Estimate }[],
  result: GameOver | null,
): PlayerReview {
  const own = figures.filter((decision) => decision.seat === seat);
  const choices = own.filter((decision) => decision.choice);
  const marks = Object.fromEntries(MARKS.map((mark) => [mark, 0])) as Record<Mark, number>;
  for (const decision of own) if (decision.mark !== null) marks[decision.mark]++;
  const sum = (values: readonly Estimate[]) => ({
    mean: values.reduce((total, value) => total + value.mean, 0),
    error: Math.sqrt(values.reduce((total, value) => total + value.error ** 2, 0)),
  });
  const cost = sum(own.map((decision) => decision.cost));
  const luck = sum(draws.filter((draw) => draw.seat === seat).map((draw) => draw.luck));
  const account = resultAccount(
    seat,
    figures.map((decision) => ({
      seat: decision.seat,
      before: decision.before,
      after: decision.played.mean,
      effect: decision.effect,
    })),
    result,
  );
  return {
    seat,
    decisions: own.length,
    choices: choices.length,
    marks,
    cost: round(cost.mean),
    costError: round(cost.error),
    luck: round(luck.mean),
    luckError: round(luck.error),
    accuracy:
      Math.round(
        accuracyOf(
          choices.map((decision) => ({ bestChance: decision.bestChance.mean, cost: decision.cost })),
        ) * 10,
      ) / 10,
    account: roundAccount(account),
    verdict: verdictOf(account),
  };
}

/** An account's figures to four decimals, as every chance of the review (its sum exact before rounding). */
const roundAccount = (account: ResultAccount): ResultAccount => ({
  ...account,
  start: round(account.start),
  startError: round(account.startError),
  own: round(account.own),
  ownError: round(account.ownError),
  opponent: round(account.opponent),
  opponentError: round(account.opponentError),
  cards: round(account.final - round(account.start) - round(account.own) - round(account.opponent)),
  cardsError: round(account.cardsError),
  final: round(account.final),
});

/** The review of a game from its steps and every job's result (in any order). */
export function assembleReview(
  steps: GameSteps,
  results: readonly JobResult[],
  settings: ReviewSettings,
): GameReview {
  const figures: DecisionFigures[] = [];
  const refills = new Map<number, Estimate>();
  for (const result of results) {
    if (result.kind === 'decision') figures[result.figures.index] = result.figures;
    else refills.set(result.index, result.chance);
  }
  steps.decisions.forEach((step) => {
    if (figures[step.index] === undefined) throw new Error(`decision ${step.index} has no figures`);
  });
  const draws = steps.draws.map((draw, index) => drawLuck(draw, index, figures, refills));
  const lucks = steps.draws.map((draw, index) => {
    const reviewed = draws[index]!;
    return { seat: draw.seat, luck: { mean: reviewed.luck, error: reviewed.luckError } };
  });
  return {
    review: REVIEW_FORMAT,
    settings,
    result: steps.result,
    players: [playerReview(0, figures, lucks, steps.result), playerReview(1, figures, lucks, steps.result)],
    decisions: steps.decisions.map((step) => reviewedDecision(step, figures[step.index]!)),
    draws,
  };
}

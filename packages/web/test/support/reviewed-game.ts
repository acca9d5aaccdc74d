/**
 * A whole reviewed game for the review page's tests, made in the test's process in a fraction of a second: the
 * engine plays a game of 90 turns or more to its end by the rules (each seat plays its stock top where it fits,
 * then every hand card that fits a building pile, kings kept, then discards), the page is given its replay as the
 * server gives one (`reviewedGamePage` answers the replay's request), and its review is kept in the page's local
 * storage as the page keeps one it computed or was given (review-cache.ts). The review is put together by the
 * review's own code from its own decisions and draws (their turns, first actions and what was played); only the
 * figures are made up, so that no test waits minutes for the estimates: chances that wander, and on each seat's
 * side a costly decision of each mark, its better turn the played one with the discard put on another pile.
 */
import { createHash } from 'node:crypto';
import {
  REVIEW_SETTINGS,
  assembleReview,
  gameSteps,
  reviewJobs,
  type GameReview,
  type JobResult,
  type Mark,
} from '@katz/bots/review';
import { apply, deal, legalActions, replay, type Action, type GameRecord, type Position } from '@katz/engine';
import { REPLAY, type ReplayView } from '@katz/protocol';
import type { Page } from 'playwright-core';
import { reviewKey } from '../../src/pages/review/review-cache.js';

export interface ReviewedGame {
  readonly replay: ReplayView;
  readonly review: GameReview;
  /** The game's turns, both players' counted from 1. */
  readonly turns: number;
}

const FEWEST_TURNS = 90;

/** The actions of the game of `seed`, played to its end as the header says, and its turns. */
function playedGame(seed: string): { actions: Action[]; turns: number } {
  const dealt = deal(seed);
  if (!dealt.ok) throw new Error(dealt.error.message);
  let position: Position = dealt.value;
  const actions: Action[] = [];
  let turns = 1;
  for (let step = 0; step < 2000; step++) {
    const legal = legalActions(position);
    const action =
      legal.find((candidate) => candidate.type === 'build' && candidate.from === 'stock') ??
      legal.find(
        (candidate) =>
          candidate.type === 'build' && candidate.from === 'hand' && !candidate.card.startsWith('K'),
      ) ??
      legal.filter((candidate) => candidate.type === 'discard')[actions.length % 4];
    if (action === undefined) throw new Error(`game ${seed}: no action at step ${step}`);
    const applied = apply(position, action);
    if (!applied.ok) throw new Error(applied.error.message);
    position = applied.value.position;
    actions.push(action);
    if (applied.value.status.over) return { actions, turns };
    if (applied.value.events.some((event) => event.type === 'turnPassed')) turns++;
  }
  throw new Error(`game ${seed} did not end in 2,000 actions`);
}

/** The replay the server would give of the record, every event in full. */
export function replayOf(id: string, record: GameRecord & { readonly seed: string }): ReplayView {
  const replayed = replay(record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const { start, position, status, events } = replayed.value;
  if (!status.over) throw new Error('the game did not end');
  let seat = start.toMove;
  const entries = record.actions.map((action, index) => {
    const entry = {
      version: index + 1,
      seat,
      kind: 'action' as const,
      action,
      events: events[index] ?? [],
      at: new Date(Date.UTC(2026, 11, 1, 18, 0, index)).toISOString(),
    };
    for (const event of entry.events) if (event.type === 'turnPassed') seat = event.toMove;
    return entry;
  });
  return REPLAY.parse({
    id,
    seats: [
      { kind: 'person', id: 'reviewed-player', name: 'Alma' },
      { kind: 'computer', level: 'solid' },
    ],
    result: { winner: status.winner, reason: status.reason },
    seed: record.seed,
    seedHash: createHash('sha256').update(record.seed).digest('hex'),
    record: { seed: record.seed, shuffle: 'km1', actions: record.actions },
    start,
    final: position,
    entries,
  });
}

/** The better turn shown for a costly decision: the played one, its discard put on the next pile. */
function betterTurn(played: readonly Action[]): Action[] {
  return played.map((action) =>
    action.type === 'discard' ? { ...action, to: ((action.to + 1) % 4) as 0 | 1 | 2 | 3 } : action,
  );
}

const COSTS: Readonly<Record<Mark, number>> = { inaccuracy: 0.004, mistake: 0.012, blunder: 0.061 };

/** An estimate of the made-up figures: a share of 1 and its standard error. */
const estimate = (mean: number, error = 0.002) => ({ mean, error });

/**
 * The review of the record, put together by the review's own code (`assembleReview`, which writes the format)
 * from its own jobs (`reviewJobs`: the decisions and refills of `gameSteps`), their figures made up instead of
 * estimated: chances that wander, and on each side a decision of each mark, spread over the game.
 */
function reviewOf(record: GameRecord): GameReview {
  const steps = gameSteps(record);
  const costly = new Map<number, Mark>();
  for (const seat of [0, 1] as const) {
    const ending = steps.decisions.filter(
      (step) => step.seat === seat && step.actions.at(-1)?.type === 'discard',
    );
    (['blunder', 'mistake', 'inaccuracy'] as const).forEach((mark, k) => {
      const step = ending[Math.floor(((k + 1) * ending.length) / 4)];
      if (step !== undefined) costly.set(step.index, mark);
    });
  }
  const results = reviewJobs(steps).map((job): JobResult => {
    if (job.kind === 'draw') return { kind: 'draw', index: job.index, chance: estimate(0.5, 0.01) };
    const step = steps.decisions[job.index];
    if (step === undefined) throw new Error(`no decision ${job.index}`);
    const chance = 0.5 + 0.35 * Math.sin(step.index / 9 + step.seat * Math.PI);
    const mark = costly.get(step.index) ?? null;
    const cost = mark === null ? 0 : COSTS[mark];
    // Figures as the review's decision job gives them (a variable, not a literal: the review's code may ask for
    // more of them than it did when this was written, `effect` for one, and takes these as they are).
    const figures = {
      index: step.index,
      seat: step.seat,
      best: mark === null ? step.actions : betterTurn(step.actions),
      before: estimate(chance),
      played: estimate(chance - cost),
      bestChance: estimate(chance),
      cost: estimate(cost, 0.001),
      effect: estimate(-cost, 0.001),
      mark,
      worlds: 256,
      choice: true,
    };
    return { kind: 'decision', figures };
  });
  return assembleReview(steps, results, REVIEW_SETTINGS);
}

/** The first game of seeds `reviewed-0`, `reviewed-1` … of 90 turns or more, with its replay and review. */
export function reviewedGame(id = 'ReviewedGame1'): ReviewedGame {
  for (let attempt = 0; attempt < 40; attempt++) {
    const seed = `reviewed-${attempt}`;
    const { actions, turns } = playedGame(seed);
    if (turns < FEWEST_TURNS) continue;
    const record = { seed, shuffle: 'km1' as const, actions };
    return { replay: replayOf(id, record), review: reviewOf(record), turns };
  }
  throw new Error(`no game of the first 40 seeds lasted ${FEWEST_TURNS} turns`);
}

/**
 * Makes `page` see the game: its replay answered in place of the server (which has no such game), its review kept
 * in local storage as if this browser had computed it. Before the page's first visit.
 */
export async function reviewedGamePage(
  page: Page,
  game: Pick<ReviewedGame, 'replay' | 'review'>,
): Promise<void> {
  const { replay: shown, review } = game;
  await page.route(`**/api/games/${shown.id}/replay`, (route) => route.fulfill({ json: shown }));
  await page.addInitScript(
    ([key, text]) => {
      localStorage.setItem(key, text);
    },
    [reviewKey(shown.id, review.settings), JSON.stringify(review)] as const,
  );
}

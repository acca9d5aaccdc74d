/**
 * Kept reviews for tests that need some without waiting for the server to compute them (a real review takes tens
 * of seconds): a review of the real format with made-up figures, kept through the review store's own functions
 * (a row claimed as a computing process claims it, then kept), as the server keeps the ones it computes.
 */
import {
  REVIEW_FORMAT,
  REVIEW_SETTINGS,
  type GameReview,
  type Mark,
  type PlayerReview,
  type ReviewedDecision,
} from '@katz/bots/review';
import type { PlayerIndex } from '@katz/engine';
import type { Queryable } from '../../src/db/database.js';
import { keepReview, SERVER_REVIEW_KEY } from '../../src/reviews/review-store.js';

/** A seat's figures: its accuracy, where its result came from (shares of the chance to win), the verdict. */
export interface MadeUpSeat {
  readonly accuracy: number;
  readonly own: number;
  readonly opponent: number;
  readonly cards: number;
  readonly verdict: PlayerReview['verdict'];
}

/** A decision's seat, what it cost and its mark; its turn is its place in the list, counted from 1, unless given. */
export interface MadeUpDecision {
  readonly seat: PlayerIndex;
  readonly cost: number;
  readonly mark: Mark | null;
  readonly turn?: number;
}

const START = 0.5;

function seatReview(
  seat: PlayerIndex,
  figures: MadeUpSeat,
  decisions: readonly MadeUpDecision[],
): PlayerReview {
  const own = decisions.filter((decision) => decision.seat === seat);
  const count = (mark: Mark) => own.filter((decision) => decision.mark === mark).length;
  return {
    seat,
    decisions: own.length,
    choices: own.length,
    marks: { inaccuracy: count('inaccuracy'), mistake: count('mistake'), blunder: count('blunder') },
    cost: own.reduce((sum, decision) => sum + decision.cost, 0),
    costError: 0.01,
    luck: figures.cards,
    luckError: 0.01,
    accuracy: figures.accuracy,
    account: {
      start: START,
      startError: 0.01,
      own: figures.own,
      ownError: 0.01,
      opponent: figures.opponent,
      opponentError: 0.01,
      cards: figures.cards,
      cardsError: 0.01,
      final: START + figures.own + figures.opponent + figures.cards,
      ended: false,
    },
    verdict: figures.verdict,
  };
}

/** A review of format 2 with these figures for each seat and these decisions, in the game's order. */
export function madeUpReview(
  seats: readonly [MadeUpSeat, MadeUpSeat],
  decisions: readonly MadeUpDecision[],
): GameReview {
  return {
    review: REVIEW_FORMAT,
    settings: REVIEW_SETTINGS,
    result: null,
    players: [seatReview(0, seats[0], decisions), seatReview(1, seats[1], decisions)],
    decisions: decisions.map((decision, index): ReviewedDecision => ({
      index,
      seat: decision.seat,
      turn: decision.turn ?? index + 1,
      firstAction: index,
      played: [],
      best: [],
      before: START,
      after: START - decision.cost,
      bestChance: START,
      chanceError: 0.01,
      cost: decision.cost,
      costError: 0.001,
      effect: -decision.cost,
      effectError: 0.001,
      mark: decision.mark,
      reasons: [],
      worlds: 256,
      choice: true,
    })),
    draws: [],
  };
}

/** The process id the test's claims carry: no server process has it. */
const TEST_PROCESS = 'test-keeper';

/**
 * Keeps `review` as the game's review under `key` (the server's own settings unless given): queued and claimed
 * for an hour by a process that is no server's, so that no server claims it meanwhile, then kept by the store.
 */
export async function keepMadeUpReview(
  db: Queryable,
  gameId: string,
  review: GameReview,
  key = SERVER_REVIEW_KEY,
): Promise<void> {
  await db.query(
    `INSERT INTO reviews (game_id, settings_key, asked_by, claimed_by, claimed_until, attempts)
     VALUES ($1, $2, 'a test', $3, now() + interval '1 hour', 1)`,
    [gameId, key, TEST_PROCESS],
  );
  const kept = await keepReview(db, { gameId, key, attempts: 1 }, TEST_PROCESS, review);
  if (!kept) throw new Error(`the review of game ${gameId} was not kept`);
}

/** Queues the game's review as a request would, claimed by no server for an hour: a review not done yet. */
export async function queueReviewNotDone(db: Queryable, gameId: string): Promise<void> {
  await db.query(
    `INSERT INTO reviews (game_id, settings_key, asked_by, claimed_by, claimed_until)
     VALUES ($1, $2, 'a test', $3, now() + interval '1 hour')`,
    [gameId, SERVER_REVIEW_KEY, TEST_PROCESS],
  );
}

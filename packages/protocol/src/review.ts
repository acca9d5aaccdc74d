/**
 * A finished game's review as the server keeps it (docs/review.md, "Where it is computed"): the review itself
 * once it is done, or where it stands in the queue. The review is the format of `@katz/bots/review`
 * (docs/formats.md, "Game review"), which the protocol, knowing no bots, writes out field by field; the web page
 * takes a parsed review as that format's type without a cast, so the two cannot part unnoticed.
 */
import { RULES_END_REASONS } from '@katz/engine';
import { z } from 'zod';
import { ACTION } from './action.js';
import { CARD, COUNT, PILE_INDEX, SEAT } from './primitives.js';

/** The format's version (`REVIEW_FORMAT` of `@katz/bots/review`). */
const FORMAT = 4;
/** A decision's mark (`MARKS` of `@katz/bots/review`): what it cost beyond the noise of its estimate. */
export const REVIEW_MARK = z.enum(['inaccuracy', 'mistake', 'blunder']);
/** What decided a game from a seat's side (`VERDICTS` of `@katz/bots/review`, docs/review.md). */
export const REVIEW_VERDICT = z.enum([
  'play',
  'cards',
  'both',
  'play-over-cards',
  'cards-over-play',
  'close',
]);
const CHANCE = z.number().meta({ description: 'a chance to win as a share of 1, or a difference of two' });
const ERROR = z.number().min(0).meta({ description: 'the standard error of the figure before it' });

const SETTINGS = z.strictObject({
  seed: z.string(),
  searchPlayouts: COUNT,
  worlds: COUNT,
  maxWorlds: COUNT,
  maxMistakeWorlds: COUNT,
  drawWorlds: COUNT,
  horizon: COUNT,
});

/** Why the best turn is better, in facts of the table (`turn-reasons.ts` of `@katz/bots/review`). */
const REASON = z.discriminatedUnion('reason', [
  z.strictObject({ reason: z.literal('stock') }),
  z.strictObject({ reason: z.literal('opponent-stock'), card: CARD }),
  z.strictObject({ reason: z.literal('king'), played: COUNT, better: COUNT }),
  z.strictObject({ reason: z.literal('hand') }),
  z.strictObject({ reason: z.literal('buried'), card: CARD, under: CARD, pile: PILE_INDEX }),
  z.strictObject({ reason: z.literal('opponent-cards'), played: COUNT, better: COUNT }),
]);

const DECISION = z.strictObject({
  index: COUNT,
  seat: SEAT,
  turn: COUNT,
  firstAction: COUNT,
  played: z.array(ACTION).readonly(),
  best: z.array(ACTION).readonly(),
  before: CHANCE,
  after: CHANCE,
  bestChance: CHANCE,
  chanceError: ERROR,
  cost: CHANCE,
  costError: ERROR,
  effect: CHANCE,
  effectError: ERROR,
  mark: REVIEW_MARK.nullable(),
  reasons: z.array(REASON).readonly(),
  worlds: COUNT,
  choice: z.boolean(),
});

const DRAW = z.strictObject({
  seat: SEAT,
  turn: COUNT,
  kind: z.enum(['stock', 'hand', 'refill']),
  action: COUNT,
  cards: z.array(CARD).readonly(),
  before: CHANCE,
  after: CHANCE,
  luck: CHANCE,
  luckError: ERROR,
});

const PLAYER = z.strictObject({
  seat: SEAT,
  decisions: COUNT,
  choices: COUNT,
  marks: z.strictObject({ inaccuracy: COUNT, mistake: COUNT, blunder: COUNT }).readonly(),
  cost: CHANCE,
  costError: ERROR,
  luck: CHANCE,
  luckError: ERROR,
  accuracy: z.number().min(0).max(100),
  account: z.strictObject({
    start: CHANCE,
    startError: ERROR,
    own: CHANCE,
    ownError: ERROR,
    opponent: CHANCE,
    opponentError: ERROR,
    cards: CHANCE,
    cardsError: ERROR,
    final: CHANCE,
    ended: z.boolean(),
  }),
  verdict: REVIEW_VERDICT,
});

export const KEPT_REVIEW = z
  .strictObject({
    review: z.literal(FORMAT),
    settings: SETTINGS,
    result: z
      .strictObject({ over: z.literal(true), winner: SEAT.nullable(), reason: z.enum(RULES_END_REASONS) })
      .nullable(),
    players: z.tuple([PLAYER, PLAYER]).readonly(),
    decisions: z.array(DECISION).readonly(),
    draws: z.array(DRAW).readonly(),
  })
  .meta({ description: 'a game review (docs/formats.md, "Game review"), as `katz review` prints it' });

export const REVIEW_PENDING = z
  .strictObject({
    state: z.enum(['queued', 'computing']),
    ahead: COUNT.meta({ description: 'reviews queued before this one' }),
  })
  .meta({ description: 'the review is not done yet: ask again later' });

/**
 * A game review as JSON (docs/formats.md, "Game review"): what `katz review` prints and the web app shows.
 * Chances are shares of 1 (0.5: even), each with the standard error of its estimate; every figure of a seat
 * comes from what that seat knew at the time.
 */
import type { Action, Card, GameOver, PlayerIndex } from '@katz/engine';
import type { DrawKind } from './game-steps.js';
import type { Mark } from './marks.js';
import type { ResultAccount } from './result-account.js';
import type { ReviewSettings } from './review-settings.js';
import type { TurnReason } from './turn-reasons.js';
import type { Verdict } from './verdict.js';

/** The format's version: a reader refuses a review of another. */
export const REVIEW_FORMAT = 4;

export interface ReviewedDecision {
  readonly index: number;
  readonly seat: PlayerIndex;
  readonly turn: number;
  /** The record's index of the decision's first action. */
  readonly firstAction: number;
  readonly played: readonly Action[];
  /** The best turn found (the played one where nothing found scored better). */
  readonly best: readonly Action[];
  /** The seat's chance to win before it, playing on as the solid judgement would. */
  readonly before: number;
  /** After the turn as played. */
  readonly after: number;
  /** After the best turn found. */
  readonly bestChance: number;
  /** The standard error of each chance. */
  readonly chanceError: number;
  /** `bestChance` less `after`, measured world by world. */
  readonly cost: number;
  readonly costError: number;
  /** `after` less `before`: what the turn as played did against the solid judgement's, world by world. */
  readonly effect: number;
  readonly effectError: number;
  readonly mark: Mark | null;
  /** Why the best turn is better, in facts of the table (turn-reasons.ts); empty where none stands out. */
  readonly reasons: readonly TurnReason[];
  readonly worlds: number;
  /** Whether the seat had more than one way to play. */
  readonly choice: boolean;
}

export interface ReviewedDraw {
  readonly seat: PlayerIndex;
  readonly turn: number;
  readonly kind: DrawKind;
  /** The record's index of the action that drew. */
  readonly action: number;
  /** The cards that came into the seat's view. */
  readonly cards: readonly Card[];
  /** The seat's chance just before the draw: its average over every draw that could have come. */
  readonly before: number;
  /** Its chance with the cards that came. */
  readonly after: number;
  /** `after` less `before`: what the cards gave (or took, below 0). */
  readonly luck: number;
  readonly luckError: number;
}

export interface PlayerReview {
  readonly seat: PlayerIndex;
  readonly decisions: number;
  /** Decisions with more than one way to play: those the accuracy counts. */
  readonly choices: number;
  readonly marks: Readonly<Record<Mark, number>>;
  /** What the decisions cost in all, in chance to win (0.1: ten points). */
  readonly cost: number;
  readonly costError: number;
  /** What the cards gave in all, in the same unit. */
  readonly luck: number;
  readonly luckError: number;
  /** 0 to 100 (docs/review.md, "Accuracy"). */
  readonly accuracy: number;
  /** Where the result came from: the start, the seat's decisions, the opponent's and the cards, adding up. */
  readonly account: ResultAccount;
  /** What decided the game, from this seat (verdict.ts). */
  readonly verdict: Verdict;
}

export interface GameReview {
  readonly review: typeof REVIEW_FORMAT;
  readonly settings: ReviewSettings;
  /** How the rules ended the game; null for a record that stops before (resigned, lost on time). */
  readonly result: GameOver | null;
  readonly players: readonly [PlayerReview, PlayerReview];
  readonly decisions: readonly ReviewedDecision[];
  readonly draws: readonly ReviewedDraw[];
}

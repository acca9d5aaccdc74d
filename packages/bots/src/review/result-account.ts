/**
 * Where a result came from, from one seat (docs/review.md, "Where the result came from"): the seat's chance at
 * the start, plus what its own decisions did, plus what the opponent's decisions did to it, plus what the cards
 * did, is exactly the result. The figures are the review's chances at each decision, a chain from the first
 * decision to the end:
 *
 * - a decision did `after − before` for its seat: its chance after the turn as played less its chance had it
 *   played the solid judgement's turn, both from its own view in the same worlds, so the difference is tight;
 *   the same decision did the negative of that to the other seat;
 * - everything between one decision's `after` and the next one's `before` is the cards: the draws, and what the
 *   next player to decide holds that the one before could not see.
 *
 * So the three terms and the start add up to the result by construction, for both seats, and one seat's terms
 * are the other's with the sign turned. A game stopped before the rules ended it (a resignation, the clock) is
 * accounted to where it stood after its last decision, `final`.
 */
import type { GameOver, PlayerIndex } from '@katz/engine';
import type { Estimate } from './estimate.js';

/** A decision as the account reads it: its seat, its chance before it, and what the turn played did. */
export interface AccountedDecision {
  readonly seat: PlayerIndex;
  /** The seat's chance had it played the solid judgement's turn. */
  readonly before: Estimate;
  /** The seat's chance after the turn as played. */
  readonly after: number;
  /** `after − before`, world by world. */
  readonly effect: Estimate;
}

export interface ResultAccount {
  /** The seat's chance at the first decision of the game: what the deal gave it. */
  readonly start: number;
  readonly startError: number;
  /** What the seat's own decisions did to its chance, against the solid judgement's turns. */
  readonly own: number;
  readonly ownError: number;
  /** What the opponent's decisions did to the seat's chance. */
  readonly opponent: number;
  readonly opponentError: number;
  /** What the cards did: every change between one decision and the next. */
  readonly cards: number;
  readonly cardsError: number;
  /** The result (a win 1, a draw ½, a loss 0), or where a game stopped early stood after its last decision. */
  readonly final: number;
  /** Whether `final` is the rules' result. */
  readonly ended: boolean;
}

const towards = (seat: PlayerIndex, owner: PlayerIndex, chance: number): number =>
  seat === owner ? chance : 1 - chance;

/** The account of a game's result from `seat`, from its decisions in the game's order. */
export function resultAccount(
  seat: PlayerIndex,
  decisions: readonly AccountedDecision[],
  result: GameOver | null,
): ResultAccount {
  const first = decisions[0];
  const last = decisions.at(-1);
  const startOwner = first?.seat ?? seat;
  const start = first === undefined ? 0.5 : towards(seat, startOwner, first.before.mean);
  let own = 0;
  let ownVariance = 0;
  let opponent = 0;
  let opponentVariance = 0;
  for (const decision of decisions) {
    if (decision.seat === seat) {
      own += decision.effect.mean;
      ownVariance += decision.effect.error ** 2;
    } else {
      opponent -= decision.effect.mean;
      opponentVariance += decision.effect.error ** 2;
    }
  }
  const final =
    result !== null
      ? result.winner === null
        ? 0.5
        : result.winner === seat
          ? 1
          : 0
      : last === undefined
        ? start
        : towards(seat, last.seat, last.after);
  const startError = first?.before.error ?? 0;
  return {
    start,
    startError,
    own,
    ownError: Math.sqrt(ownVariance),
    opponent,
    opponentError: Math.sqrt(opponentVariance),
    cards: final - start - own - opponent,
    cardsError: Math.sqrt(startError ** 2 + ownVariance + opponentVariance),
    final,
    ended: result !== null,
  };
}

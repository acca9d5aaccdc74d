/**
 * The verdict on a game from one seat, in one sentence a newcomer understands (docs/review.md, "The verdict"):
 * did the play decide it, the cards, or both? From the seat's account (result-account.ts):
 *
 * - the play: what the seat's decisions did less what the opponent's did to it, `own + opponent`: above 0, the
 *   seat played better than its opponent;
 * - the cards: the deal (the start's distance from an even chance) and every draw after it, `start − ½ + cards`;
 *
 * which add up to the result's distance from an even game. A side of it counts as clear where it exceeds
 * `VERDICT_MARGIN` and three of its standard errors: less than that is within what the sampled worlds and the
 * even give-and-take of a game move it by.
 */
import type { ResultAccount } from './result-account.js';

/**
 * What decided a game, from the seat's side:
 * - `play`: the better play (the seat's if it won, the opponent's if it lost), the cards about even;
 * - `cards`: the cards, both sides playing about equally well;
 * - `both`: the better play and the cards, on the same side;
 * - `play-over-cards`: the better play, against the cards (in a draw: the seat's better play made up for them);
 * - `cards-over-play`: the cards, against the better play (in a draw: the seat's cards made up for the
 *   opponent's better play);
 * - `close`: neither clearly.
 */
export const VERDICTS = ['play', 'cards', 'both', 'play-over-cards', 'cards-over-play', 'close'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The least a side must weigh, in chance to win, to count as clear (docs/review.md says why). */
const VERDICT_MARGIN = 0.1;

/** How many standard errors a side must exceed besides. */
const VERDICT_ERRORS = 3;

/** What the play did for the seat (`own + opponent`) and what the cards did (the deal and the draws). */
function playAndCards(account: ResultAccount): {
  readonly play: number;
  readonly playError: number;
  readonly cards: number;
  readonly cardsError: number;
} {
  return {
    play: account.own + account.opponent,
    playError: Math.hypot(account.ownError, account.opponentError),
    cards: account.start - 0.5 + account.cards,
    cardsError: account.cardsError,
  };
}

/** A figure's sign where it is clear: 1, −1, or 0 within the margin and its noise. */
function clearSign(value: number, error: number): -1 | 0 | 1 {
  if (Math.abs(value) <= Math.max(VERDICT_MARGIN, VERDICT_ERRORS * error)) return 0;
  return value > 0 ? 1 : -1;
}

/** What decided the game, from the seat's account. */
export function verdictOf(account: ResultAccount): Verdict {
  const { play, playError, cards, cardsError } = playAndCards(account);
  // The side the result went to: the seat's (1), the other's (−1), or a draw or a game stopped at even (0).
  const side = Math.sign(account.final - 0.5);
  if (side === 0) return drawVerdict(play, playError, cards, cardsError);
  const byPlay = clearSign(play, playError) * side;
  const byCards = clearSign(cards, cardsError) * side;
  if (byPlay > 0 && byCards > 0) return 'both';
  if (byPlay > 0 && byCards < 0) return 'play-over-cards';
  if (byPlay > 0) return 'play';
  if (byCards > 0 && byPlay < 0) return 'cards-over-play';
  if (byCards > 0) return 'cards';
  return 'close';
}

/**
 * A draw: the play and the cards cancelled out (they add up to the result's distance from even, 0). Where either
 * is clear, the sentence says which made up for the other, from the seat's side: `play-over-cards` where the
 * seat played better against the cards, `cards-over-play` where the cards made up for the opponent's better play.
 */
function drawVerdict(play: number, playError: number, cards: number, cardsError: number): Verdict {
  if (clearSign(play, playError) === 0 && clearSign(cards, cardsError) === 0) return 'close';
  return play > 0 ? 'play-over-cards' : 'cards-over-play';
}

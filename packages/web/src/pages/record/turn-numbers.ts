/**
 * A game's turns by number, one numbering for the replay's list of moves and the review: both players' turns
 * counted from 1, the deal none, a new turn after each move that passed it (the discard that ends a turn), a
 * resignation or a loss on time in the turn it ended. It is the numbering of the review's `turn`
 * (docs/formats.md, "Game review"), so that "Turn 49" of the review, the list's 49th line and `katz review`'s
 * `"turn": 49` are one turn.
 */
import type { Moment } from './replay-steps.js';

/** The turn of each moment, by its index: 0 for the deal. */
export function turnNumbers(moments: readonly Moment[]): number[] {
  let turn = 1;
  return moments.map((moment) => {
    if (moment.entry === null) return 0;
    const number = turn;
    if (moment.entry.events.some((event) => event.type === 'turnPassed')) turn++;
    return number;
  });
}

/** The turn of the record's action `action` (its moment is the one after it: the deal comes first). */
export const turnOfAction = (turns: readonly number[], action: number): number => turns[action + 1] ?? 0;

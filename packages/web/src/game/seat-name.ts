/**
 * Who sits in a seat, in words: a person's name, or the computer called by its level. The one rule for every
 * place that shows a seat (the table, the game, replay, home and profile pages); the computer's words come from
 * the namespace of the place that shows it (`computerName` in `table/words/table-words.ts` and
 * `pages/shared/computer-name.ts`).
 */
import type { ComputerLevel, SeatView } from '@katz/protocol';

/** The computer's name at a level, in the words of the place that shows it. */
export type ComputerName = (level: ComputerLevel) => string;

export function seatName(seat: SeatView, computerName: ComputerName): string {
  return seat.kind === 'person' ? seat.name : computerName(seat.level);
}

/**
 * A finished game as a list of moments to step through: the dealt position, then the position after each entry
 * of its log, every card showing. The engine plays the record's actions; a resignation or a loss on time
 * changes no card, so its moment repeats the position before it.
 */
import { apply, parsePosition, type Position } from '@katz/engine';
import type { Entry, ReplayView } from '@katz/protocol';

export interface Moment {
  /** 0 for the deal, then the version of the entry that led here. */
  readonly step: number;
  readonly position: Position;
  /** The entry that led here; null for the deal. */
  readonly entry: Entry | null;
}

export function momentsOf(replay: ReplayView): Moment[] {
  const start = parsePosition(replay.start);
  if (!start.ok) throw new Error(`the replay's start is not a position: ${start.error.message}`);
  const moments: Moment[] = [{ step: 0, position: start.value, entry: null }];
  let position = start.value;
  for (const entry of replay.entries) {
    if (entry.action !== null) {
      const applied = apply(position, entry.action);
      if (!applied.ok) throw new Error(`entry ${entry.version} does not apply: ${applied.error.message}`);
      position = applied.value.position;
    }
    moments.push({ step: entry.version, position, entry });
  }
  return moments;
}

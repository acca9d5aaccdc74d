/**
 * A finished game as a list of moments to step through: the dealt position, then the position after each entry
 * of its log, every card showing. The engine walks the record's actions (`recordPositions`); a resignation or a loss
 * on time changes no card, so its moment repeats the position before it.
 */
import { parsePosition, positionAfter, recordPositions, type Position } from '@katz/engine';
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
  const actions = replay.entries.flatMap((entry) => (entry.action === null ? [] : [entry.action]));
  const walked = recordPositions({ position: start.value, actions });
  if (!walked.ok) throw new Error(`the replay's ${walked.error.message}`);
  const moments: Moment[] = [{ step: 0, position: start.value, entry: null }];
  let played = 0;
  for (const entry of replay.entries) {
    if (entry.action !== null) played++;
    moments.push({ step: entry.version, position: positionAfter(walked.value, played), entry });
  }
  return moments;
}

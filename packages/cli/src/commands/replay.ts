import { parseRecord, replay } from '@katz/engine';
import { failure, parseJsonInput, refusedAction, success, type CommandOutput } from '../output.js';

/** `katz replay`: a game record in, its start, final position and status out (and every event with --events). */
export function replayCommand(text: string, options: { events: boolean }): CommandOutput {
  const json = parseJsonInput(text);
  if (!json.ok) return json.error;
  const record = parseRecord(json.value);
  if (!record.ok) return failure({ error: record.error.message, path: record.error.path });
  const replayed = replay(record.value);
  if (!replayed.ok) return refusedAction(replayed.error);
  const { start, position, status, events } = replayed.value;
  return success(options.events ? { start, position, status, events } : { start, position, status });
}

import { parsePosition, type Position } from '@katz/engine';
import { failure, objectInput, parseJsonInput, type CommandOutput } from '../output.js';

type Read<T> = { ok: true; value: T } | { ok: false; output: CommandOutput };

/** Reads stdin text holding `{"position": …, …}`, checks the position, and returns it with the other fields. */
export function readPositionInput(
  text: string,
  fields: readonly string[] = [],
): Read<{ position: Position; object: Readonly<Record<string, unknown>> }> {
  const json = parseJsonInput(text);
  if (!json.ok) return json;
  const input = objectInput(json.value, ['position', ...fields]);
  if (!input.ok) return input;
  const position = parsePosition(input.object.position, 'position');
  if (!position.ok) {
    return { ok: false, output: failure({ error: position.error.message, path: position.error.path }) };
  }
  return { ok: true, value: { position: position.value, object: input.object } };
}

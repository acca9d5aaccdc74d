import { err, ok, parsePosition, type Position, type Result } from '@katz/engine';
import { failure, objectInput, parseJsonInput, type CommandOutput } from '../output.js';

/** Reads stdin text holding `{"position": …, …}`, checks the position, and returns it with the other fields. */
export function readPositionInput(
  text: string,
  fields: readonly string[] = [],
): Result<{ position: Position; object: Readonly<Record<string, unknown>> }, CommandOutput> {
  const json = parseJsonInput(text);
  if (!json.ok) return json;
  const input = objectInput(json.value, ['position', ...fields]);
  if (!input.ok) return input;
  const position = parsePosition(input.value.position, 'position');
  if (!position.ok) return err(failure({ error: position.error.message, path: position.error.path }));
  return ok({ position: position.value, object: input.value });
}

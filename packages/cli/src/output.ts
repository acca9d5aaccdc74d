import { err, ok, type ReplayError, type Result } from '@katz/engine';

/** What a command produces: a JSON value for stdout and an exit code. Commands never print or exit themselves. */
export interface CommandOutput {
  readonly exitCode: number;
  readonly json: unknown;
}

export const success = (json: unknown): CommandOutput => ({ exitCode: 0, json });
export const failure = (json: unknown): CommandOutput => ({ exitCode: 1, json });

/**
 * An action the rules refuse, as every command that plays actions answers it (docs/formats.md, "The katz
 * command"): the message, the action's index and the refusal's code.
 */
export const refusedAction = (error: ReplayError): CommandOutput =>
  failure({ error: error.message, action: error.action, code: error.code });

/** Parses the text a command read from stdin; malformed JSON becomes a failure that says where it broke. */
export function parseJsonInput(text: string): Result<unknown, CommandOutput> {
  if (text.trim() === '') return err(failure({ error: 'expected JSON on standard input, got nothing' }));
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return err(failure({ error: `standard input is not valid JSON: ${reason}` }));
  }
}

/** Reads `{"position": …}` (and possibly more fields) from parsed input, or says what is missing. */
export function objectInput(
  value: unknown,
  fields: readonly string[],
): Result<Readonly<Record<string, unknown>>, CommandOutput> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err(
      failure({ error: `expected a JSON object with ${fields.map((f) => `"${f}"`).join(' and ')}` }),
    );
  }
  const object = value as Readonly<Record<string, unknown>>;
  const missing = fields.find((field) => !Object.hasOwn(object, field));
  if (missing !== undefined) return err(failure({ error: `missing field "${missing}"`, path: missing }));
  return ok(object);
}

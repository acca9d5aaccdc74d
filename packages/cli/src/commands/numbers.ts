import { err, ok, type Result } from '@katz/engine';

/** Reads a whole-number option such as `--games 200`; a missing option reads as undefined. */
export function integerOption(text: string | undefined, option: string): Result<number | undefined, string> {
  if (text === undefined) return ok(undefined);
  const value = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    return err(`${option} must be a whole number of at least 1, not ${JSON.stringify(text)}`);
  }
  return ok(value);
}

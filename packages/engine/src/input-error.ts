import { err, ok, type Result } from './result.js';

/**
 * Why a piece of input (a position, an action, a game record) was rejected: `path` names the place in the JSON
 * (`players[1].discards[2]`, or "" for the whole value), `code` is stable for programs, `message` is for people.
 */
export interface InputError {
  readonly code: InputErrorCode;
  readonly path: string;
  readonly message: string;
}

export type InputErrorCode =
  | 'wrong-type'
  | 'missing-field'
  | 'unknown-field'
  | 'wrong-length'
  | 'not-a-card'
  | 'too-many-copies'
  | 'hand-too-large'
  | 'building-out-of-sequence'
  | 'building-complete'
  | 'removed-not-complete-piles'
  | 'both-stocks-empty'
  | 'empty-hand-to-move'
  | 'stock-top-mismatch'
  | 'hand-count-mismatch'
  | 'hand-visibility'
  | 'bad-seed';

/** Thrown inside the parsers and caught at their boundary, so each check can stop at the first fault. */
class InputFault extends Error {
  constructor(readonly error: InputError) {
    super(error.message);
  }
}

/** Runs a reader that fails with `InputFault`, and turns the fault into a `Result`. */
export function readInput<T>(read: () => T): Result<T, InputError> {
  try {
    return ok(read());
  } catch (fault) {
    if (fault instanceof InputFault) return err(fault.error);
    throw fault;
  }
}

export function fail(code: InputErrorCode, path: string, message: string): never {
  throw new InputFault({ code, path, message });
}

export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

export const describe = (path: string): string => (path === '' ? 'the value' : path);

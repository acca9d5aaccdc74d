import { dealCore } from './core/deal.js';
import { fromCoreState } from './core/convert.js';
import { fail, readInput, type InputError } from './input-error.js';
import type { Position } from './position.js';
import { Random, SEED_PATTERN } from './random.js';
import type { Result } from './result.js';

/** The shuffle algorithm's version, stored with every seed: the same seed and version give the same deal. */
export const SHUFFLE_VERSION = 'km1';

/** The opening position a seed deals. */
export function deal(seed: string): Result<Position, InputError> {
  return readInput(() => fromCoreState(dealCore(Random.fromSeed(expectSeed(seed, 'seed')))));
}

export function expectSeed(value: unknown, path: string): string {
  if (typeof value === 'string' && SEED_PATTERN.test(value)) return value;
  return fail(
    'bad-seed',
    path,
    `a seed is 1 to 128 characters of A-Z, a-z, 0-9, "_" and "-", not ${value === undefined ? 'undefined' : JSON.stringify(value)}`,
  );
}

import { dealCore } from './core/deal.js';
import { fromCoreState } from './core/convert.js';
import type { InputError } from './input-error.js';
import type { Position } from './position.js';
import { Random, SEED_PATTERN } from './random.js';
import { err, ok, type Result } from './result.js';

/** The shuffle algorithm's version, stored with every seed: the same seed and version give the same deal. */
export const SHUFFLE_VERSION = 'km1';

/** The opening position a seed deals. */
export function deal(seed: string): Result<Position, InputError> {
  if (!SEED_PATTERN.test(seed)) {
    return err({
      code: 'bad-seed',
      path: 'seed',
      message: `a seed is 1 to 128 characters of A-Z, a-z, 0-9, "_" and "-", not ${JSON.stringify(seed)}`,
    });
  }
  return ok(fromCoreState(dealCore(Random.fromSeed(seed))));
}

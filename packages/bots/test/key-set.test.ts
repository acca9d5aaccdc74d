/** The search's set of position keys answers as a JavaScript Set would, across clears and growth. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeySet } from '../src/plan/key-set.js';

const operation = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 0, max: 0x3fffffff }).map((key) => ({ add: key })) },
  // Few distinct small keys as well, so that keys repeat often.
  { weight: 20, arbitrary: fc.integer({ min: 0, max: 40 }).map((key) => ({ add: key })) },
  { weight: 1, arbitrary: fc.constant({ clear: true }) },
);

describe('KeySet', () => {
  it('adds a key once, forgets every key on clear, and keeps its keys when it grows', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 2000 }), (operations) => {
        const keys = new KeySet();
        const model = new Set<number>();
        for (const op of operations) {
          if ('clear' in op) {
            keys.clear();
            model.clear();
            continue;
          }
          expect(keys.add(op.add)).toBe(!model.has(op.add));
          model.add(op.add);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('holds thousands of keys between clears', () => {
    const keys = new KeySet();
    for (let round = 0; round < 3; round++) {
      for (let key = 0; key < 5000; key++) expect(keys.add(key * 7919)).toBe(true);
      for (let key = 0; key < 5000; key++) expect(keys.add(key * 7919)).toBe(false);
      keys.clear();
    }
  });
});

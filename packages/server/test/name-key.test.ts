/** Names that look alike have one key (identity/name-key.ts); names that look different keep theirs apart. */
import { describe, expect, it } from 'vitest';
import { nameKey } from '../src/identity/name-key.js';

describe('the key of a name', () => {
  it.each([
    ['a capital I and a small l', 'Ivan0', 'lvan0'],
    ['case', 'Ivan0', 'ivan0'],
    ['a zero and a capital O', 'Ivan0', 'IVANO'],
    ['a Cyrillic а (U+0430) for a Latin a', 'Ivаn0', 'Ivan0'],
    ['a Cyrillic І (U+0406) for a Latin I', 'Іvan', 'Ivan'],
    ['a one for a small l', 'A1ice', 'Alice'],
    ['full-width letters (NFKC)', 'Ｍａｕｓ', 'Maus'],
    ['a zero-width space inside', 'Ma\u200Bus', 'Maus'],
    ['a soft hyphen inside', 'Ma\u00ADus', 'Maus'],
    ['white space around and doubled', '  Gast   1234 ', 'Gast 1234'],
    ['a Greek omicron for an o', 'Mοuse', 'Mouse'],
    ['a combining accent written apart', 'Jose\u0301', 'José'],
  ])('is the same for %s', (_what, one, other) => {
    expect(nameKey(one)).toBe(nameKey(other));
  });

  it.each([
    ['Maus', 'Mouse'],
    ['Ivan', 'Iwan'],
    ['Gast 1234', 'Gast 1235'],
    ['Kater', 'Katze'],
  ])('tells %s from %s', (one, other) => {
    expect(nameKey(one)).not.toBe(nameKey(other));
  });
});

/**
 * Small checks of JSON shape shared by the parsers of positions, actions and records. Each either returns the
 * value with a narrower type or fails with the path of the offending part.
 */
import { isCard, type Card } from './cards.js';
import type { Piles } from './position.js';
import { childPath, describe, fail } from './input-error.js';

export type JsonObject = Readonly<Record<string, unknown>>;

export function expectObject(value: unknown, path: string, fields: readonly string[]): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail('wrong-type', path, `${describe(path)} must be an object, not ${kindOf(value)}`);
  }
  for (const key of Object.keys(value)) {
    if (!fields.includes(key)) {
      fail('unknown-field', childPath(path, key), `unknown field "${key}" (allowed: ${fields.join(', ')})`);
    }
  }
  return value as JsonObject;
}

export function expectField(object: JsonObject, path: string, key: string): unknown {
  if (!Object.hasOwn(object, key)) fail('missing-field', childPath(path, key), `missing field "${key}"`);
  return object[key];
}

/** An array; with `exactly`, one of that many entries, named by `exactly.of` in the message ("piles"). */
export function expectArray(
  value: unknown,
  path: string,
  exactly?: { readonly length: number; readonly of: string },
): readonly unknown[] {
  if (!Array.isArray(value))
    fail('wrong-type', path, `${describe(path)} must be an array, not ${kindOf(value)}`);
  if (exactly && value.length !== exactly.length) {
    fail(
      'wrong-length',
      path,
      `${describe(path)} must hold exactly ${exactly.length} ${exactly.of}, not ${value.length}`,
    );
  }
  return value;
}

export function expectCard(value: unknown, path: string): Card {
  if (isCard(value)) return value;
  fail(
    'not-a-card',
    path,
    `${show(value)} at ${path} is not a card: a rank (A 2 3 4 5 6 7 8 9 10 J Q K) then a suit (S H D C), like "10H"`,
  );
}

export function expectCards(value: unknown, path: string): Card[] {
  return expectArray(value, path).map((card, index) => expectCard(card, childPath(path, index)));
}

/** Four piles of cards, bottom to top. */
export function expectPiles(value: unknown, path: string): Piles {
  const piles = expectArray(value, path, { length: 4, of: 'piles' });
  const pile = (index: number) => expectCards(piles[index], childPath(path, index));
  return [pile(0), pile(1), pile(2), pile(3)];
}

/** A whole number from 0 to `max`. */
export function expectCount(value: unknown, path: string, max: number): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max) return value;
  fail('wrong-type', path, `${describe(path)} must be a whole number from 0 to ${max}, not ${show(value)}`);
}

/** Accepts exactly the integers in `choices`. */
export function expectChoice<T extends number>(value: unknown, path: string, choices: readonly T[]): T {
  if (typeof value === 'number' && (choices as readonly number[]).includes(value)) return value as T;
  fail('wrong-type', path, `${describe(path)} must be one of ${choices.join(', ')}, not ${show(value)}`);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${show(value)}`;
}

/** JSON text of a value for messages (JSON.stringify gives no text for undefined). */
function show(value: unknown): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

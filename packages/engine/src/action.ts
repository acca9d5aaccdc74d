/** Actions in the JSON shape of docs/formats.md, and their parser. */
import { childPath, fail, readInput, type InputError } from './input-error.js';
import { expectCard, expectChoice, expectField, expectObject } from './json-shape.js';
import type { Card } from './cards.js';
import { PILE_INDICES, type PileIndex } from './position.js';
import type { Result } from './result.js';

export type Action =
  | { readonly type: 'build'; readonly from: 'hand'; readonly card: Card; readonly to: PileIndex }
  | { readonly type: 'build'; readonly from: 'stock'; readonly to: PileIndex }
  | { readonly type: 'build'; readonly from: 'discard'; readonly pile: PileIndex; readonly to: PileIndex }
  | { readonly type: 'discard'; readonly card: Card; readonly to: PileIndex };

/** Whether the action ends its player's turn: a discard does, and nothing else (docs/rules.md). */
export const endsTurn = (action: Action): boolean => action.type === 'discard';

export function parseAction(input: unknown, path = ''): Result<Action, InputError> {
  return readInput(() => readAction(input, path));
}

/** Like `parseAction`, for input that other parsers are already reading: fails with an `InputFault`. */
export function readAction(input: unknown, path: string): Action {
  const loose = expectObject(input, path, ['type', 'from', 'card', 'pile', 'to']);
  const type = expectField(loose, path, 'type');
  const to = (object: typeof loose) =>
    expectChoice(expectField(object, path, 'to'), childPath(path, 'to'), PILE_INDICES);
  if (type === 'discard') {
    const object = expectObject(input, path, ['type', 'card', 'to']);
    return {
      type,
      card: expectCard(expectField(object, path, 'card'), childPath(path, 'card')),
      to: to(object),
    };
  }
  if (type !== 'build') {
    fail(
      'wrong-type',
      childPath(path, 'type'),
      `action type must be "build" or "discard", not ${JSON.stringify(type)}`,
    );
  }
  const from = expectField(loose, path, 'from');
  if (from === 'hand') {
    const object = expectObject(input, path, ['type', 'from', 'card', 'to']);
    return {
      type,
      from,
      card: expectCard(expectField(object, path, 'card'), childPath(path, 'card')),
      to: to(object),
    };
  }
  if (from === 'stock') {
    const object = expectObject(input, path, ['type', 'from', 'to']);
    return { type, from, to: to(object) };
  }
  if (from === 'discard') {
    const object = expectObject(input, path, ['type', 'from', 'pile', 'to']);
    const pile = expectChoice(expectField(object, path, 'pile'), childPath(path, 'pile'), PILE_INDICES);
    return { type, from, pile, to: to(object) };
  }
  return fail(
    'wrong-type',
    childPath(path, 'from'),
    `a build comes "from" "hand", "stock" or "discard", not ${JSON.stringify(from)}`,
  );
}

import { describe, expect, it } from 'vitest';
import {
  decodeAction,
  describeAction,
  encodeAction,
  endsTurn,
  parseAction,
  statusOf,
  type Action,
} from '../src/index.js';
import { randomGame } from './random-play.js';

const actions: readonly Action[] = [
  { type: 'build', from: 'hand', card: '7H', to: 2 },
  { type: 'build', from: 'stock', to: 0 },
  { type: 'build', from: 'discard', pile: 1, to: 3 },
  { type: 'discard', card: '9S', to: 0 },
];

describe('actions', () => {
  it.each(actions)('parses, encodes and decodes %j unchanged', (action) => {
    expect(parseAction(JSON.parse(JSON.stringify(action)))).toEqual({ ok: true, value: action });
    expect(decodeAction(encodeAction(action))).toEqual(action);
  });

  it.each([
    [{ type: 'build', from: 'hand', to: 2 }, 'card', 'missing-field'],
    [{ type: 'build', from: 'stock', to: 4 }, 'to', 'wrong-type'],
    [{ type: 'build', from: 'stock', to: '0' }, 'to', 'wrong-type'],
    [{ type: 'build', from: 'stock', to: 0, card: 'AS' }, 'card', 'unknown-field'],
    [{ type: 'build', from: 'discard', to: 0 }, 'pile', 'missing-field'],
    [{ type: 'build', from: 'deck', to: 0 }, 'from', 'wrong-type'],
    [{ type: 'discard', card: 'XX', to: 0 }, 'card', 'not-a-card'],
    [{ type: 'discard', card: '9S', to: 0, from: 'hand' }, 'from', 'unknown-field'],
    [{ type: 'undo' }, 'type', 'wrong-type'],
    [{}, 'type', 'missing-field'],
    [null, '', 'wrong-type'],
  ] as const)('rejects %j at "%s"', (input, path, code) => {
    expect(parseAction(input)).toMatchObject({ ok: false, error: { path, code } });
  });

  it('describes actions in words for messages', () => {
    expect(actions.map(describeAction)).toEqual([
      'build 7H from the hand onto building pile 2',
      "build the stock's top card onto building pile 0",
      'build the top card of discard pile 1 onto building pile 3',
      'discard 9S onto discard pile 0',
    ]);
  });
});

describe('the end of a turn', () => {
  it('comes with every discard and with nothing else, as the rules pass the turn', () => {
    let turns = 0;
    for (const seed of ['ends1', 'ends2', 'ends3']) {
      for (const step of randomGame(seed, { playSeed: seed })) {
        const { over } = statusOf(step.after);
        if (!over)
          expect(step.after.toMove !== step.before.toMove, JSON.stringify(step.action)).toBe(
            endsTurn(step.action),
          );
        if (endsTurn(step.action)) turns++;
      }
    }
    expect(turns).toBeGreaterThan(30);
  });
});

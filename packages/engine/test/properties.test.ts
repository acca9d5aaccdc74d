/** Properties that hold for every game: fast-check picks the deals, the moves and the nonsense. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  parseAction,
  parsePosition,
  parseRecord,
  replay,
  viewEvent,
  viewPosition,
  type Card,
  type PlayerIndex,
  type Position,
  type PositionView,
} from '../src/index.js';
import { candidateActions, listLegal, MAX_LEGAL_ACTIONS, refusalOf, toCoreState } from '../src/core/index.js';
import { allCards } from './builders.js';
import { randomGame } from './random-play.js';

const seed = fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/);
const game = fc.record({ seed, playSeed: seed });

/** Replaces the value at a path of keys and indices, where the path leads through objects and arrays. */
function setAt(root: unknown, path: readonly (string | number)[], value: unknown): void {
  let node = root;
  for (const [i, key] of path.entries()) {
    if (typeof node !== 'object' || node === null || !(key in node)) return;
    const record = node as Record<string | number, unknown>;
    if (i === path.length - 1) record[key] = value;
    else node = record[key];
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** The cards a viewer may see, counted: everything but the other hand, stocks below the top, and the draw pile. */
function visibleCards(position: Position, viewer: PlayerIndex | null): Card[] {
  return [
    ...position.players.flatMap((player, index) => [
      ...player.stock.slice(-1),
      ...(index === viewer ? player.hand : []),
      ...player.discards.flat(),
    ]),
    ...position.building.flat(),
    ...position.removed,
  ];
}

const countCards = (cards: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
};

/** Every card string anywhere in a JSON value. */
const cardsInJson = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"((?:[2-9]|10|[AJQK])[SHDC])"/g)].map((match) => match[1]!);

describe('properties', () => {
  it('conserves all 156 cards through whole random games', () => {
    fc.assert(
      fc.property(game, ({ seed, playSeed }) => {
        for (const step of randomGame(seed, { playSeed })) {
          const counts = countCards(allCards(step.after));
          expect(counts.size).toBe(52);
          expect([...counts.values()].every((count) => count === 3)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(game, ({ seed, playSeed }) => {
        for (const step of randomGame(seed, { playSeed, limit: 60 })) {
          const before = structuredClone(step.before);
          const frozen = deepFreeze(structuredClone(step.before));
          const again = apply(frozen, step.action);
          expect(again.ok && again.value.position).toEqual(step.after);
          expect(frozen).toEqual(before);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('replays a record to the same game every time', () => {
    fc.assert(
      fc.property(game, ({ seed, playSeed }) => {
        const steps = randomGame(seed, { playSeed });
        const record = parseRecord({ seed, shuffle: 'km1', actions: steps.map((step) => step.action) });
        if (!record.ok) throw new Error(record.error.message);
        const first = replay(record.value);
        const second = replay(JSON.parse(JSON.stringify(record.value)) as typeof record.value);
        expect(first).toEqual(second);
        expect(first.ok && first.value.position).toEqual(steps.at(-1)?.after);
        expect(first.ok && first.value.events).toEqual(steps.map((step) => step.events));
      }),
      { numRuns: 20 },
    );
  });

  it('shows a viewer no hidden card, in positions and in events', () => {
    fc.assert(
      fc.property(game, fc.constantFrom<PlayerIndex | null>(0, 1, null), ({ seed, playSeed }, viewer) => {
        for (const step of randomGame(seed, { playSeed, limit: 80 })) {
          const view: PositionView = viewPosition(step.after, viewer);
          expect(countCards(cardsInJson(view))).toEqual(countCards(visibleCards(step.after, viewer)));
          for (const event of step.events) {
            const seen = viewEvent(event, viewer);
            if (seen.type === 'handRefilled' && seen.player !== viewer) {
              expect(seen).not.toHaveProperty('cards');
              expect(cardsInJson(seen)).toEqual([]);
            }
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('never throws on streams of legal and illegal actions, and refuses without changing anything', () => {
    const card = fc.oneof(fc.constantFrom('AS', '10H', 'KC', 'QD', '7S'), fc.string({ maxLength: 4 }));
    const index = fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(1.5), fc.constant('1'));
    const action = fc.oneof(
      fc.record(
        {
          type: fc.constant('build'),
          from: fc.constantFrom('hand', 'stock', 'discard', 'deck'),
          card,
          pile: index,
          to: index,
        },
        { requiredKeys: ['type', 'from', 'to'] },
      ),
      fc.record({ type: fc.constantFrom('discard', 'pass'), card, to: index }),
      fc.anything(),
    );
    fc.assert(
      fc.property(game, fc.array(action, { maxLength: 40 }), ({ seed, playSeed }, actions) => {
        const steps = randomGame(seed, { playSeed, limit: 30 });
        let position = steps.at(-1)?.after ?? steps[0]?.before;
        if (position === undefined) return;
        for (const raw of actions) {
          const parsed = parseAction(raw);
          if (!parsed.ok) {
            expect(parsed.error.message.length).toBeGreaterThan(0);
            continue;
          }
          const snapshot = structuredClone(position);
          const result = apply(position, parsed.value);
          if (result.ok) position = result.value.position;
          else {
            expect(result.error.message).toContain('cannot');
            expect(position).toEqual(snapshot);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('never throws on malformed positions, and explains every refusal', () => {
    const mutation = fc.record({
      path: fc.array(
        fc.oneof(
          fc.constantFrom('players', 'building', 'drawPile', 'stock', 'hand', 'discards', 'toMove'),
          fc.nat(5),
        ),
        {
          maxLength: 5,
        },
      ),
      value: fc.oneof(fc.anything(), fc.constantFrom('AS', 'KD', '11S', [], [[]], ['QH', 'QH', 'QH', 'QH'])),
    });
    fc.assert(
      fc.property(game, fc.array(mutation, { maxLength: 4 }), ({ seed, playSeed }, mutations) => {
        const steps = randomGame(seed, { playSeed, limit: 40 });
        const json: unknown = structuredClone(steps.at(-1)?.after ?? steps[0]?.before);
        for (const { path, value } of mutations) setAt(json, path, value);
        const parsed = parsePosition(json);
        if (!parsed.ok) expect(parsed.error.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 300 },
    );
  });

  it('lists in the core exactly the candidates that the legality check accepts', () => {
    const out = new Int32Array(MAX_LEGAL_ACTIONS);
    fc.assert(
      fc.property(game, ({ seed, playSeed }) => {
        for (const step of randomGame(seed, { playSeed, limit: 200 })) {
          const state = toCoreState(step.after);
          const listed = Array.from(out.subarray(0, listLegal(state, out)));
          expect(listed).toEqual(candidateActions(state).filter((code) => refusalOf(state, code) === null));
        }
      }),
      { numRuns: 25 },
    );
  });
});

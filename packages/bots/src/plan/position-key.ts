/**
 * Keys of positions within one turn, for the whole-turn search's transposition set: a sum of random numbers,
 * one per hand card and per pile height, so that a build changes a key by a few additions.
 */
import {
  actionCard,
  actionKind,
  actionSourcePile,
  actionTarget,
  BUILD_FROM_HAND,
  buildingHeight,
  CARD_CODE_LIMIT,
  cardAt,
  completesPile,
  discardOf,
  handOf,
  pileLength,
  stockOf,
  type ActionCode,
  type CoreState,
} from '@katz/engine/core';

const KEY_MASK = 0x3fffffff;

/**
 * Random numbers that key positions in the transposition set; their sums identify positions. Keys are kept to
 * 30 bits: small integers to V8, which stay unboxed.
 */
function keyTable(size: number, salt: number): Int32Array {
  const table = new Int32Array(size);
  let x = salt >>> 0;
  for (let i = 0; i < size; i++) {
    // xorshift32: fixed numbers, no seed needed; only distinctness matters.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    table[i] = x & KEY_MASK;
  }
  return table;
}
const HAND_KEYS = keyTable(CARD_CODE_LIMIT, 0x9e3779b9);
const PILE_KEYS = keyTable(16 * 16, 0x85ebca6b); // (pile slot, length mod 16)

/**
 * A key of everything a turn's builds can change: hand, building pile heights (as a set), own discard and stock
 * lengths.
 */
export function positionKey(state: CoreState, me: number): number {
  let key = 0;
  const hand = handOf(me);
  const length = pileLength(state, hand);
  for (let i = 0; i < length; i++) key += HAND_KEYS[cardAt(state, hand, i)]!;
  for (let pile = 0; pile < 4; pile++) {
    // Building piles of equal height are interchangeable: one key per height, whatever the slot, so that a
    // card built onto either of two equal piles reaches one position, searched once.
    key += PILE_KEYS[buildingHeight(state, pile) & 15]!;
    key += PILE_KEYS[(4 + pile) * 16 + (pileLength(state, discardOf(me, pile)) & 15)]!;
  }
  key += PILE_KEYS[8 * 16 + (pileLength(state, stockOf(me)) & 15)]!;
  return key & KEY_MASK;
}

/**
 * The key of the position after `build` (from hand, not emptying it, or from a discard pile), worked out from
 * the key of the position before it without making the move: in playouts, over a third of the builds searched
 * reach a position searched already, and are skipped for the price of a few reads.
 */
export function keyAfterBuild(state: CoreState, key: number, build: ActionCode, me: number): number {
  const height = buildingHeight(state, actionTarget(build));
  // A pile the build completes leaves the game, and its place is empty again.
  const after = completesPile(height) ? 0 : height + 1;
  let changed = key - PILE_KEYS[height & 15]! + PILE_KEYS[after & 15]!;
  if (actionKind(build) === BUILD_FROM_HAND) changed -= HAND_KEYS[actionCard(build)]!;
  else {
    const pile = actionSourcePile(build);
    const length = pileLength(state, discardOf(me, pile));
    changed +=
      PILE_KEYS[(4 + pile) * 16 + ((length - 1) & 15)]! - PILE_KEYS[(4 + pile) * 16 + (length & 15)]!;
  }
  return changed & KEY_MASK;
}

/**
 * The core: a whole game in one Uint8Array, actions as integers, and the rules that run on them in place. The
 * checked JSON API, the bots and the benchmarks all go through `refusalOf` (the one legality check),
 * `listLegal` (exactly the actions `refusalOf` accepts) and `applyAction`.
 *
 * One module on purpose: V8 cannot fold constants or inline helpers imported from another ES module as well as
 * local ones, and splitting this file cost 15% of random-game speed when measured (docs/architecture.md). Only
 * the card encoding (`card-code.ts`) and the building rule (`building.ts`) come from outside, since every package
 * reads them: one-line functions, which cost nothing measurable here.
 */
import { cardName } from '../cards.js';
import type { GameEvent } from '../events.js';
import { HAND_SIZE, type PileIndex, type PlayerIndex } from '../position.js';
import { RUNNING, type GameOver, type Status } from '../status.js';
import { COMPLETE_PILE, completesPile, fitsOnPile } from './building.js';
import { KING, rankOf, type CardCode } from '../card-code.js';

// Module-local copies of the imported constants that hot loops use, for the same reason as above.
const KING_RANK = KING;
const FULL_PILE = COMPLETE_PILE;
const FULL_HAND = HAND_SIZE;

// --- Layout ------------------------------------------------------------------------------------------------

/**
 * A whole game is one Uint8Array, so that copying a position (for search, for undo) is a single memcpy and
 * reading it never allocates. The public API converts to and from the JSON `Position`.
 *
 * The array starts with a header (one length byte per pile, then whose turn it is), followed by one fixed-size
 * region per pile. Every region can hold all 156 cards, so no pile ever overflows, whatever the position.
 *
 * Non-null assertions on indexed reads are deliberate throughout the core: every index is computed from this
 * layout and in bounds, and the hot loops cannot afford a check per read.
 */
export type CoreState = Uint8Array;

const PILE_CAPACITY = 160;

// Pile numbers. Callers name piles with `stockOf`, `handOf`, `discardOf`, `buildingPile`, `DRAW_PILE` and
// `REMOVED`, and read them with `pileLength`, `cardAt` and `topCard`: the offsets below stay in this file.
const STOCK = 0; // + player
const HAND = 2; // + player
const DISCARDS = 4; // + player * 4 + pile
const BUILDING = 12; // + pile
export const DRAW_PILE = 16;
export const REMOVED = 17;
const PILE_COUNT = 18;

/** Header byte holding the player to move; the bytes before it are the pile lengths. */
const TO_MOVE = PILE_COUNT;
const HEADER_SIZE = 20;

const STATE_SIZE = HEADER_SIZE + PILE_COUNT * PILE_CAPACITY;

export const stockOf = (player: number): number => STOCK + player;
export const handOf = (player: number): number => HAND + player;
export const discardOf = (player: number, pile: number): number => DISCARDS + player * 4 + pile;
export const buildingPile = (pile: number): number => BUILDING + pile;

/** Offset of the first (bottom) card of a pile. */
export const base = (pile: number): number => HEADER_SIZE + pile * PILE_CAPACITY;

/** The player to move (0 or 1); after the game's end, the player who made the last move. */
export const playerToMove = (state: CoreState): number => state[TO_MOVE]!;

export function setPlayerToMove(state: CoreState, player: number): void {
  state[TO_MOVE] = player;
}

export const createCoreState = (): CoreState => new Uint8Array(STATE_SIZE);

/** Overwrites `target` with `source`, for reusing one buffer in a search without allocating. */
export const copyInto = (target: CoreState, source: CoreState): void => {
  target.set(source);
};

export const pileLength = (state: CoreState, pile: number): number => state[pile]!;

/** The height of building pile 0 to 3, which is also its value: the next card it takes has rank height + 1. */
export const buildingHeight = (state: CoreState, pile: number): number => state[BUILDING + pile]!;

// The readers below spell out `base` rather than call it: the bots' search inlines them by the million, and V8
// inlines only so much bytecode into one function; a nested call there pushed larger helpers out of it.

/** The top card of a pile; the pile must not be empty. */
export const topCard = (state: CoreState, pile: number): CardCode =>
  state[HEADER_SIZE + pile * PILE_CAPACITY + state[pile]! - 1]!;

/** The card at `index` of a pile, counted from the bottom. */
export const cardAt = (state: CoreState, pile: number, index: number): CardCode =>
  state[HEADER_SIZE + pile * PILE_CAPACITY + index]!;

export function push(state: CoreState, pile: number, card: number): void {
  const length = state[pile]!;
  state[base(pile) + length] = card;
  state[pile] = length + 1;
}

/** Takes the top card off a pile and returns it; the pile must not be empty. */
export function pop(state: CoreState, pile: number): number {
  const length = state[pile]! - 1;
  state[pile] = length;
  return state[base(pile) + length]!;
}

export function pileCards(state: CoreState, pile: number): number[] {
  const start = base(pile);
  return Array.from(state.subarray(start, start + state[pile]!));
}

// --- Action codes ------------------------------------------------------------------------------------------

/**
 * Actions as small integers, so that legal-action lists are Int32Arrays and search never allocates an object
 * per move. Bits 12-13 hold the kind, bits 4-9 the card (for hand cards), bits 2-3 the discard pile a build
 * comes from, bits 0-1 the target pile (a building pile, or for a discard, one of the player's discard piles).
 */
export type ActionCode = number;

export const BUILD_FROM_HAND = 0;
export const BUILD_FROM_STOCK = 1;
export const BUILD_FROM_DISCARD = 2;
export const DISCARD = 3;

export const actionKind = (action: ActionCode): number => action >> 12;
export const actionCard = (action: ActionCode): CardCode => (action >> 4) & 63;
export const actionSourcePile = (action: ActionCode): number => (action >> 2) & 3;
export const actionTarget = (action: ActionCode): number => action & 3;

export const buildFromHand = (card: CardCode, to: number): ActionCode =>
  (BUILD_FROM_HAND << 12) | (card << 4) | to;
export const buildFromStock = (to: number): ActionCode => (BUILD_FROM_STOCK << 12) | to;
export const buildFromDiscard = (pile: number, to: number): ActionCode =>
  (BUILD_FROM_DISCARD << 12) | (pile << 2) | to;
export const discard = (card: CardCode, to: number): ActionCode => (DISCARD << 12) | (card << 4) | to;

/** Whether the action ends the turn (a discard always does). */
export const endsTurn = (action: ActionCode): boolean => actionKind(action) === DISCARD;

// --- Status ------------------------------------------------------------------------------------------------

/** A player with an empty stock has won; otherwise an empty draw pile ends the game (rule 9). */
export function isOver(state: CoreState): boolean {
  return state[STOCK] === 0 || state[STOCK + 1] === 0 || state[DRAW_PILE] === 0;
}

export function statusOf(state: CoreState): Status {
  const stock0 = state[STOCK]!;
  const stock1 = state[STOCK + 1]!;
  if (stock0 === 0) return { over: true, winner: 0, reason: 'stock' };
  if (stock1 === 0) return { over: true, winner: 1, reason: 'stock' };
  if (state[DRAW_PILE] !== 0) return RUNNING;
  const winner: PlayerIndex | null = stock0 < stock1 ? 0 : stock1 < stock0 ? 1 : null;
  return { over: true, winner, reason: 'drawPile' };
}

// --- Legality and application ------------------------------------------------------------------------------

/** Why an action is not legal; stable codes that clients may rely on (docs/formats.md). */
export const REFUSAL_CODES = ['game-over', 'card-not-in-hand', 'discard-pile-empty', 'does-not-fit'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** The position of a card in the hand of the player to move, or -1. */
function handIndexOf(state: CoreState, player: number, card: CardCode): number {
  const hand = handOf(player);
  const start = base(hand);
  const length = state[hand]!;
  for (let i = 0; i < length; i++) if (state[start + i] === card) return i;
  return -1;
}

/** The one legality check: null if the player to move may take the action now, else the reason why not. */
export function refusalOf(state: CoreState, action: ActionCode): RefusalCode | null {
  if (isOver(state)) return 'game-over';
  const player = state[TO_MOVE]!;
  const kind = actionKind(action);
  let card: CardCode;
  if (kind === BUILD_FROM_STOCK) {
    const stock = stockOf(player);
    card = topCard(state, stock); // a running game's stocks are never empty
  } else if (kind === BUILD_FROM_DISCARD) {
    const pile = discardOf(player, actionSourcePile(action));
    if (state[pile] === 0) return 'discard-pile-empty';
    card = topCard(state, pile);
  } else {
    card = actionCard(action);
    if (handIndexOf(state, player, card) < 0) return 'card-not-in-hand';
    if (kind !== BUILD_FROM_HAND) return null; // a hand card may go onto any discard pile
  }
  return fitsOnPile(card, buildingHeight(state, actionTarget(action))) ? null : 'does-not-fit';
}

/**
 * Applies a legal action in place (check it with `refusalOf` first). When `events` is given, what happens is
 * appended to it; search passes null and pays nothing for events.
 */
export function applyAction(state: CoreState, action: ActionCode, events: GameEvent[] | null): void {
  const player = state[TO_MOVE]! as PlayerIndex;
  const kind = actionKind(action);
  const target = actionTarget(action) as PileIndex;
  if (kind === BUILD_FROM_HAND || kind === BUILD_FROM_STOCK || kind === BUILD_FROM_DISCARD) {
    let card: CardCode;
    if (kind === BUILD_FROM_HAND) {
      card = actionCard(action);
      removeFromHand(state, player, card);
      events?.push({ type: 'built', player, from: 'hand', card: cardName(card), to: target });
    } else if (kind === BUILD_FROM_STOCK) {
      card = pop(state, stockOf(player));
      events?.push({ type: 'built', player, from: 'stock', card: cardName(card), to: target });
    } else {
      const pile = actionSourcePile(action) as PileIndex;
      card = pop(state, discardOf(player, pile));
      events?.push({ type: 'built', player, from: 'discard', pile, card: cardName(card), to: target });
    }
    build(state, player, card, target, events);
    if (kind === BUILD_FROM_STOCK) afterStockPlay(state, player, events);
    else if (kind === BUILD_FROM_HAND && state[handOf(player)] === 0) {
      refill(state, player, events); // rule 7: an emptied hand is refilled at once and the player plays on
      if (state[DRAW_PILE] === 0) gameOver(state, player, events);
    }
    return;
  }
  const card = actionCard(action);
  removeFromHand(state, player, card);
  push(state, discardOf(player, target), card);
  events?.push({ type: 'discarded', player, card: cardName(card), to: target });
  refill(state, player, events); // rule 6
  if (state[DRAW_PILE] === 0) {
    gameOver(state, player, events); // rule 9
    return;
  }
  const next: PlayerIndex = player === 0 ? 1 : 0;
  state[TO_MOVE] = next;
  events?.push({ type: 'turnPassed', player, toMove: next });
}

function removeFromHand(state: CoreState, player: number, card: CardCode): void {
  const hand = handOf(player);
  const start = base(hand);
  const length = state[hand]!;
  let i = handIndexOf(state, player, card);
  for (; i < length - 1; i++) state[start + i] = state[start + i + 1]!;
  state[hand] = length - 1;
}

function build(
  state: CoreState,
  player: PlayerIndex,
  card: CardCode,
  target: PileIndex,
  events: GameEvent[] | null,
) {
  const pile = buildingPile(target);
  const height = state[pile]!;
  push(state, pile, card);
  if (!completesPile(height)) return;
  // Rule 4: a completed pile leaves the game at once; its place opens again.
  if (events)
    events.push({ type: 'pileCompleted', player, pile: target, cards: pileCards(state, pile).map(cardName) });
  const from = base(pile);
  state.copyWithin(base(REMOVED) + state[REMOVED]!, from, from + FULL_PILE);
  state[REMOVED] = state[REMOVED]! + FULL_PILE;
  state[pile] = 0;
}

function afterStockPlay(state: CoreState, player: PlayerIndex, events: GameEvent[] | null): void {
  const stock = stockOf(player);
  const remaining = state[stock]!;
  if (remaining === 0)
    gameOver(state, player, events); // rule 8
  else events?.push({ type: 'stockRevealed', player, card: cardName(topCard(state, stock)), remaining });
}

function refill(state: CoreState, player: PlayerIndex, events: GameEvent[] | null): void {
  const hand = handOf(player);
  const before = state[hand]!;
  while (state[hand]! < FULL_HAND && state[DRAW_PILE] !== 0) push(state, hand, pop(state, DRAW_PILE));
  const count = state[hand]! - before;
  if (events && count > 0) {
    const cards = pileCards(state, hand).slice(before).map(cardName);
    events.push({ type: 'handRefilled', player, count, cards, drawPileCount: state[DRAW_PILE]! });
  }
}

function gameOver(state: CoreState, player: PlayerIndex, events: GameEvent[] | null): void {
  events?.push({ type: 'gameOver', player, status: statusOf(state) as GameOver });
}

// --- Legal-action listing ----------------------------------------------------------------------------------

/**
 * The fast legal-action listing that search runs on: it writes action codes into a caller's buffer and allocates
 * nothing. Its result is exactly the set of actions that `refusalOf` accepts, in the order of `candidateActions`
 * (a property test holds the two together).
 *
 * Order: stock builds; builds from discard piles 0 to 3; then for each distinct hand card, in hand order, its
 * builds and its discards. Targets ascend within each group.
 */
/** Upper bound on the number of legal actions: 4 stock + 16 discard-pile + 20 hand builds + 20 discards. */
export const MAX_LEGAL_ACTIONS = 64;

/** Writes the legal actions of the player to move into `out` and returns how many there are. */
export function listLegal(state: CoreState, out: Int32Array): number {
  if (isOver(state)) return 0;
  const player = state[TO_MOVE]!;
  // The value each building pile needs next is its length plus one.
  const need0 = buildingHeight(state, 0) + 1;
  const need1 = buildingHeight(state, 1) + 1;
  const need2 = buildingHeight(state, 2) + 1;
  const need3 = buildingHeight(state, 3) + 1;

  const stock = stockOf(player);
  const stockRank = rankOf(state[base(stock) + state[stock]! - 1]!);
  let count = addBuilds(out, 0, need0, need1, need2, need3, buildFromStock(0), stockRank);

  for (let pile = 0; pile < 4; pile++) {
    const discardPile = discardOf(player, pile);
    const length = state[discardPile]!;
    if (length !== 0) {
      const rank = rankOf(state[base(discardPile) + length - 1]!);
      count = addBuilds(out, count, need0, need1, need2, need3, buildFromDiscard(pile, 0), rank);
    }
  }

  const hand = handOf(player);
  const start = base(hand);
  const handLength = state[hand]!;
  for (let i = 0; i < handLength; i++) {
    const card = state[start + i]!;
    let repeat = false;
    for (let j = 0; j < i; j++) if (state[start + j] === card) repeat = true;
    if (repeat) continue; // two copies of a card are one action
    count = addBuilds(out, count, need0, need1, need2, need3, buildFromHand(card, 0), rankOf(card));
    const code = discard(card, 0);
    out[count] = code;
    out[count + 1] = code | 1;
    out[count + 2] = code | 2;
    out[count + 3] = code | 3;
    count += 4;
  }
  return count;
}

/**
 * Appends the builds of one card onto every building pile it fits. `code` is its action with target 0;
 * `need0` to `need3` are the values the piles take next. (Eight arguments instead of an object: this runs
 * millions of times a second in search.)
 */
function addBuilds(
  out: Int32Array,
  count: number,
  need0: number,
  need1: number,
  need2: number,
  need3: number,
  code: ActionCode,
  rank: number,
): number {
  if (rank === KING_RANK) {
    out[count] = code;
    out[count + 1] = code | 1;
    out[count + 2] = code | 2;
    out[count + 3] = code | 3;
    return count + 4;
  }
  let next = count;
  if (rank === need0) out[next++] = code;
  if (rank === need1) out[next++] = code | 1;
  if (rank === need2) out[next++] = code | 2;
  if (rank === need3) out[next++] = code | 3;
  return next;
}

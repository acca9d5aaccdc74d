/**
 * What a board UI needs from the rules while the viewer plays: the legal actions, where a chosen card may go,
 * why an attempted action is refused, and which plays reveal nothing (so a UI may show them at once and hold
 * them until the player confirms the turn). Everything is asked of the core's own `refusalOf` and
 * `applyAction`, on a core state built from the view: the cards the viewer cannot see (the stocks below their
 * top, the other hand, the draw pile) are stood in for by placeholders, which no legality check ever reads.
 */
import type { Action } from './action.js';
import { decodeAction, encodeAction } from './action-codec.js';
import { cardCode, cardName, type Card } from './cards.js';
import { candidateActions } from './core/candidates.js';
import {
  applyAction,
  buildingPile,
  createCoreState,
  discardOf,
  DRAW_PILE,
  handOf,
  pileCards,
  push,
  refusalOf,
  REMOVED,
  stockOf,
  setPlayerToMove,
  type CoreState,
} from './core/table.js';
import type { PileIndex, Piles, PlayerIndex } from './position.js';
import { refusalMessage, type Refusal } from './refusal.js';
import { err, ok, type Result } from './result.js';
import type { PlayerView, PositionView } from './view.js';

/** Where a card the viewer picks up comes from. */
export type MoveSource =
  | { readonly from: 'hand'; readonly card: Card }
  | { readonly from: 'stock' }
  | { readonly from: 'discard'; readonly pile: PileIndex };

/** A pile a card may be put on: a building pile, or one of the viewer's own discard piles. */
export interface PileTarget {
  readonly to: 'building' | 'discard';
  readonly pile: PileIndex;
}

/** A pile a card may go to now, and the action that puts it there. */
export interface Destination extends PileTarget {
  readonly action: Action;
}

/**
 * Why a card from a source can never go to a kind of pile, whatever the position: only a card from the hand is
 * discarded (and that ends the turn). No action expresses such a move, so `refusalOf` never sees it.
 */
export type PlacementRefusal = 'only-hand-to-discard';

/** A view whose viewer is to move, which is the only kind these functions answer for. */
type MovingView = PositionView & { readonly viewer: PlayerIndex };

const PLACEHOLDER = cardCode('AS');
const PILES = [0, 1, 2, 3] as const;

function checkMoving(view: PositionView): asserts view is MovingView {
  if (view.viewer !== view.toMove || view.players[view.viewer].hand === undefined) {
    throw new Error('moves are worked out for the player to move, from their own view');
  }
}

/** The core state of a view; hidden cards are placeholders (never read by a legality check). */
function coreStateOf(view: MovingView): CoreState {
  const state = createCoreState();
  const fill = (pile: number, cards: readonly Card[]) => {
    for (const card of cards) push(state, pile, cardCode(card));
  };
  const fillHidden = (pile: number, count: number, top: Card | null) => {
    for (let i = 0; i < count - 1; i++) push(state, pile, PLACEHOLDER);
    if (count > 0) push(state, pile, top === null ? PLACEHOLDER : cardCode(top));
  };
  setPlayerToMove(state, view.toMove);
  view.players.forEach((player, index) => {
    fillHidden(stockOf(index), player.stockCount, player.stockTop);
    if (player.hand === undefined) fillHidden(handOf(index), player.handCount, null);
    else fill(handOf(index), player.hand);
    player.discards.forEach((pile, pileIndex) => {
      fill(discardOf(index, pileIndex), pile);
    });
  });
  view.building.forEach((pile, index) => {
    fill(buildingPile(index), pile);
  });
  fillHidden(DRAW_PILE, view.drawPileCount, null);
  fill(REMOVED, view.removed);
  return state;
}

/** Every distinct legal action of the viewer; empty when it is not their turn. */
export function viewLegalActions(view: PositionView): Action[] {
  if (view.viewer !== view.toMove) return [];
  checkMoving(view);
  const state = coreStateOf(view);
  return candidateActions(state)
    .filter((code) => refusalOf(state, code) === null)
    .map(decodeAction);
}

/** The piles a card from `source` may go to now: building piles first, then (hand cards only) discard piles. */
export function legalDestinations(view: PositionView, source: MoveSource): Destination[] {
  if (view.viewer !== view.toMove) return [];
  checkMoving(view);
  const state = coreStateOf(view);
  const candidates: Destination[] = PILES.map((pile) => ({
    to: 'building' as const,
    pile,
    action: buildAction(source, pile),
  }));
  if (source.from === 'hand') {
    for (const pile of PILES) {
      candidates.push({ to: 'discard', pile, action: { type: 'discard', card: source.card, to: pile } });
    }
  }
  return candidates.filter((candidate) => refusalOf(state, encodeAction(candidate.action)) === null);
}

/** The action of putting a card from `source` onto `target`, or why no action does that. */
export function placeAction(source: MoveSource, target: PileTarget): Result<Action, PlacementRefusal> {
  if (target.to === 'building') return ok(buildAction(source, target.pile));
  if (source.from !== 'hand') return err('only-hand-to-discard');
  return ok({ type: 'discard', card: source.card, to: target.pile });
}

/** The action of putting a card from `source` onto building pile `to`. */
export function buildAction(source: MoveSource, to: PileIndex): Action {
  switch (source.from) {
    case 'hand':
      return { type: 'build', from: 'hand', card: source.card, to };
    case 'stock':
      return { type: 'build', from: 'stock', to };
    case 'discard':
      return { type: 'build', from: 'discard', pile: source.pile, to };
  }
}

/** Why the viewer may not take `action` now (the engine's code and message), or null if they may. */
export function viewRefusal(view: PositionView, action: Action): Refusal | null {
  checkMoving(view);
  const code = refusalOf(coreStateOf(view), encodeAction(action));
  return code === null ? null : { code, message: refusalMessage(code, action) };
}

/**
 * Whether a legal `action` turns up no hidden card: a card from the hand or a discard pile onto a building pile
 * that leaves a card in the hand. A play from the stock shows the stock's next card, a play that empties the
 * hand draws new ones, and a discard ends the turn (the hand is refilled).
 */
export function revealsNothing(view: PositionView, action: Action): boolean {
  if (action.type !== 'build' || action.from === 'stock') return false;
  if (viewRefusal(view, action) !== null) return false;
  const handCount = view.players[view.toMove].handCount;
  return action.from === 'discard' || handCount > 1;
}

/**
 * The viewer's view after a play that reveals nothing (see `revealsNothing`), worked out by the engine without
 * asking anyone who sees the hidden cards; null for any other action.
 */
export function predictView(view: PositionView, action: Action): PositionView | null {
  if (!revealsNothing(view, action)) return null;
  checkMoving(view);
  const state = coreStateOf(view);
  applyAction(state, encodeAction(action), null);
  const cards = (pile: number): Card[] => pileCards(state, pile).map(cardName);
  const piles = (pileOf: (index: number) => number): Piles => [
    cards(pileOf(0)),
    cards(pileOf(1)),
    cards(pileOf(2)),
    cards(pileOf(3)),
  ];
  const viewer = view.viewer;
  const hand = cards(handOf(viewer));
  const mover: PlayerView = {
    ...view.players[viewer],
    handCount: hand.length,
    hand,
    discards: piles((pile) => discardOf(viewer, pile)),
  };
  const players: PositionView['players'] = viewer === 0 ? [mover, view.players[1]] : [view.players[0], mover];
  return { ...view, players, building: piles(buildingPile), removed: cards(REMOVED) };
}

/**
 * The engine's fast core, for bots and benchmarks: positions as byte arrays, actions as integers, rules that
 * mutate in place. Everything here assumes valid input; the checked, immutable API is the package's main entry.
 *
 * A deliberate list: callers read cards, ranks, piles and the player to move through these names only, never by
 * offset or bit pattern, so that the layout can change without them (docs/formats.md, "The core's encodings").
 */

// Cards and the building rule.
export { cardCode, cardName } from '../cards.js';
export {
  CARD_CODE_LIMIT,
  COPIES_OF_EACH_CARD,
  KING,
  rankOf,
  SUIT_COUNT,
  type CardCode,
} from '../card-code.js';
export { COMPLETE_PILE, completesPile, fitsOnPile } from './building.js';
export { HAND_SIZE } from '../position.js';

// The state and its piles.
export {
  buildingHeight,
  buildingPile,
  cardAt,
  copyInto,
  createCoreState,
  discardOf,
  DRAW_PILE,
  handOf,
  pileLength,
  playerToMove,
  pop,
  push,
  REMOVED,
  setPlayerToMove,
  stockOf,
  topCard,
  type CoreState,
} from './table.js';
export { fromCoreState, toCoreState } from './convert.js';
export { dealCore } from './deal.js';

// Actions as integers.
export {
  actionCard,
  actionKind,
  actionSourcePile,
  actionTarget,
  BUILD_FROM_DISCARD,
  BUILD_FROM_HAND,
  BUILD_FROM_STOCK,
  buildFromDiscard,
  buildFromHand,
  buildFromStock,
  DISCARD,
  discard,
  endsTurn,
  type ActionCode,
} from './table.js';

// The rules.
export { applyAction, isOver, listLegal, MAX_LEGAL_ACTIONS, refusalOf, statusOf } from './table.js';
export { candidateActions } from './candidates.js';

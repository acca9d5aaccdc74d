/**
 * Katz und Maus rules engine: the checked, immutable API. Parse JSON at the edge (`parsePosition`,
 * `parseAction`, `parseRecord`, `parseView`), then `legalActions`, `apply` (or `applyTurn` for a batch), `statusOf`, views for each player, seeded deals
 * and replays. The fast mutable core for bots lives in `@katz/engine/core`.
 */
export type { Action } from './action.js';
export { endsTurn, parseAction } from './action.js';
export { decodeAction, encodeAction } from './action-codec.js';
export { ALL_CARDS, isCard, RANKS, SUITS, type Card, type Rank, type Suit } from './cards.js';
export { REFUSAL_CODES, type RefusalCode } from './core/table.js';
export { deal, SHUFFLE_VERSION } from './deal.js';
export { describeAction } from './describe.js';
export type * from './events.js';
export { apply, legalActions, statusOf, type Applied } from './game.js';
export type { InputError, InputErrorCode } from './input-error.js';
export { parsePosition } from './parse-position.js';
export { parseView } from './parse-view.js';
export {
  otherPlayer,
  HAND_SIZE,
  STOCK_SIZE,
  type PileIndex,
  type Piles,
  type PlayerIndex,
  type PlayerPosition,
  type Position,
  type PositionJson,
} from './position.js';
export { Random, SEED_PATTERN } from './random.js';
export {
  parseRecord,
  replay,
  startOf,
  type GameRecord,
  type PositionRecord,
  type Replay,
  type ReplayError,
  type SeededRecord,
} from './record.js';
export {
  positionAfter,
  recordPositions,
  type RecordPositions,
  type RecordPositionsError,
  type RecordStep,
} from './record-positions.js';
export type { Refusal } from './refusal.js';
export { err, ok, type Result } from './result.js';
export {
  END_REASONS,
  resultOf,
  RULES_END_REASONS,
  type EndReason,
  type GameOver,
  type GameResult,
  type Status,
} from './status.js';
export { applyTurn, type AppliedTurn, type TurnRefusal } from './turn.js';
export { viewEvent, viewPosition, type PlayerView, type PositionView, type Viewer } from './view.js';
export { stepView } from './view-step.js';
export {
  buildAction,
  legalDestinations,
  placeAction,
  predictView,
  revealsNothing,
  viewLegalActions,
  viewRefusal,
  type Destination,
  type MoveSource,
  type PileTarget,
  type PlacementRefusal,
} from './view-moves.js';

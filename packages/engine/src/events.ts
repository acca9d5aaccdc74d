import type { Card } from './cards.js';
import type { PileIndex, PlayerIndex } from './position.js';
import type { GameOver } from './status.js';

/** What happened when an action was applied, in order. Every event names the player it concerns. */
export type GameEvent =
  | BuiltEvent
  | PileCompletedEvent
  | StockRevealedEvent
  | DiscardedEvent
  | HandRefilledEvent
  | TurnPassedEvent
  | GameOverEvent;

export type BuiltEvent =
  | {
      readonly type: 'built';
      readonly player: PlayerIndex;
      readonly from: 'hand' | 'stock';
      readonly card: Card;
      readonly to: PileIndex;
    }
  | {
      readonly type: 'built';
      readonly player: PlayerIndex;
      readonly from: 'discard';
      readonly pile: PileIndex;
      readonly card: Card;
      readonly to: PileIndex;
    };

/** A building pile reached Q and left the game; `cards` are its cards, bottom to top. */
export interface PileCompletedEvent {
  readonly type: 'pileCompleted';
  readonly player: PlayerIndex;
  readonly pile: PileIndex;
  readonly cards: readonly Card[];
}

/** The stock's new top card was turned face up; `remaining` counts the stock including it. */
export interface StockRevealedEvent {
  readonly type: 'stockRevealed';
  readonly player: PlayerIndex;
  readonly card: Card;
  readonly remaining: number;
}

export interface DiscardedEvent {
  readonly type: 'discarded';
  readonly player: PlayerIndex;
  readonly card: Card;
  readonly to: PileIndex;
}

/**
 * The player drew `count` cards from the draw pile. `cards` is present only where the viewer may see them
 * (the player's own view, or the full record); `drawPileCount` is what is left of the draw pile.
 */
export interface HandRefilledEvent {
  readonly type: 'handRefilled';
  readonly player: PlayerIndex;
  readonly count: number;
  readonly cards?: readonly Card[];
  readonly drawPileCount: number;
}

export interface TurnPassedEvent {
  readonly type: 'turnPassed';
  /** The player who ended their turn. */
  readonly player: PlayerIndex;
  readonly toMove: PlayerIndex;
}

export interface GameOverEvent {
  readonly type: 'gameOver';
  /** The player whose action ended the game. */
  readonly player: PlayerIndex;
  readonly status: GameOver;
}

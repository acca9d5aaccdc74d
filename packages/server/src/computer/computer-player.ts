/** What the server needs of a computer opponent: one decision for the seat to move, from that seat's view. */
import type { Action, PositionView } from '@katz/engine';
import type { BotLevel } from './levels.js';

export interface DecisionRequest {
  readonly level: BotLevel;
  /**
   * Names the computer seat of a game (for example "game id/seat"): the same bot answers all of a seat's
   * decisions where it can, so that a strong bot plays on the plan it searched for.
   */
  readonly seat: string;
  /** The view of the seat to move, never the position: bots see no hidden card. */
  readonly view: PositionView;
  /** The bot's own randomness for this seat (from the game's bot seed, never the deal's seed). */
  readonly seed: string;
  /** Playouts per search for the strong level: a budget in work, not time, so its play is reproducible. */
  readonly iterations: number;
}

export interface ComputerPlayer {
  decide(request: DecisionRequest): Promise<Action>;
  close(): Promise<void>;
}

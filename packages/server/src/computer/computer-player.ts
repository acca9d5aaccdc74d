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
  /**
   * When the answer is due, on the wall clock (`wallClock()`): the strong level stops searching there, so that
   * a busy machine or a queue of other games' decisions cannot hold a turn up past its ceiling.
   */
  readonly deadline: number;
}

export interface ComputerDecision {
  readonly action: Action;
  /** The searches made for it (the strong level plays on a plan it found earlier without one). */
  readonly searches: SearchCount;
}

export interface SearchCount {
  readonly searches: number;
  /** Those that stopped at the deadline with playouts left. */
  readonly atCeiling: number;
}

export interface ComputerPlayer {
  decide(request: DecisionRequest): Promise<ComputerDecision>;
  close(): Promise<void>;
}

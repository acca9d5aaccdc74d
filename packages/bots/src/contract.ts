/**
 * What a bot is to its callers (a game server, the match runner, a Web Worker): it is handed the view of the
 * player to move and answers a legal action for that player.
 */
import type { Action, PositionView } from '@katz/engine';
import type { BotLevel } from './levels.js';
import type { PlayoutHelper } from './playout-sharing.js';

/**
 * Milliseconds on some fixed scale (performance.now by default); tests pass one of their own. Not a game's clock
 * (the protocol's `Clock`): what a search reads to keep to its deadline.
 */
export type MillisecondSource = () => number;

/** What a strong bot's search did (`BotOptions.onSearch`), for benches, tests and diagnostics. */
export interface SearchRecord {
  readonly worlds: number;
  readonly playouts: number;
  /** Whether the short playouts ended it because its plans scored alike in every world. */
  readonly agreed: boolean;
  /** Whether longer playouts then raced the plans. */
  readonly deepened: boolean;
  /** Whether the search stopped at the caller's ceiling before its budget was spent. */
  readonly ceilingReached: boolean;
}

export interface BotOptions {
  /**
   * Makes the bot's choices reproducible: the same seed and the same views so far give the same actions (a strong
   * bot plays on the plan it found at the start of a stretch of turn, so history matters there).
   */
  readonly seed: string;
  /**
   * Wall-clock budget per search for the strong level, in milliseconds; used only when `iterations` is not
   * given, and then its play depends on the machine's speed.
   */
  readonly budgetMs?: number;
  /**
   * Playouts per search for the strong level (default `STRONG_ITERATIONS`, the budget it plays people with);
   * results do not depend on the machine's speed.
   */
  readonly iterations?: number;
  /** The clock of `budgetMs` and of deadlines, in milliseconds (default `performance.now`). */
  readonly clock?: MillisecondSource;
  /**
   * Threads (worker threads, Web Workers) that share the strong level's playouts with the thread it decides
   * on: more worlds in the same time. Its decisions are the same without them; only a deadline or a
   * wall-clock budget lets the search use the extra worlds.
   */
  readonly helper?: PlayoutHelper;
  /** Told what each search of the strong level did (for benches and diagnostics). */
  readonly onSearch?: (search: SearchRecord) => void;
}

/** What the caller allows one decision. */
export interface DecisionLimits {
  /**
   * When the answer is due, on the bot's clock. The strong level's search starts no playout after it and
   * plays the best plan found by then (with no time at all, the solid judgement's plan); the other levels
   * answer in well under a millisecond anyway.
   */
  readonly deadline?: number;
}

export interface Bot {
  readonly level: BotLevel;
  /** A legal action for the player to move; rejects with an error for a view that is not theirs. */
  decide(view: PositionView, limits?: DecisionLimits): Promise<Action>;
}

/**
 * Playouts shared with other threads: what a strong bot's search hands a helper (worker threads on a server,
 * Web Workers in a browser) so that one decision uses more than one core. A job is plain data that survives
 * `postMessage`: the worlds as bytes, the plans as action codes, the playouts' settings. A playout depends on
 * nothing else, so a world scores the same wherever it is played, and a search with helpers makes exactly the
 * decisions of one without them (with the same playout budget; against a clock it simply plays more worlds).
 * The search implements its side in `search/playout-job.ts`, Node's threads theirs in `threads/`.
 */
import type { ActionCode } from '@katz/engine/core';

/** How a playout's end is scored: the stock lead, or the learned chance to win (`search/position-value.ts`). */
export type PlayoutEvaluation = 'stock lead' | 'position value';

export interface PlayoutOptions {
  /** Turn ends to play after the plan, counting the end of the current turn. */
  readonly turns: number;
  /** Positions per turn plan of the solid players inside playouts. */
  readonly maxNodes: number;
  /** How a playout's end is scored. */
  readonly evaluation: PlayoutEvaluation;
  /**
   * By the stock lead: what a game won on the way adds to the lead (a lost one takes it away), in stock cards.
   */
  readonly wonGame: number;
  /**
   * From this many turn ends on, the players plan with `tail.maxNodes` positions instead: a playout to the game's
   * end is mostly its tail, where the turns played matter less to the plans compared than the first few. Null:
   * `maxNodes` throughout.
   */
  readonly tail: { readonly after: number; readonly maxNodes: number } | null;
}

export interface PlayoutJob {
  readonly options: PlayoutOptions;
  /** The player the scores are for. */
  readonly me: number;
  /** The plans to play in every world, in the order of their scores. */
  readonly plans: readonly (readonly ActionCode[])[];
  /** The worlds, one after another, each `WORLD_BYTES` long. */
  readonly worlds: Uint8Array;
}

/**
 * Helpers that share a search's playouts: threads that take the job's playouts one at a time, as the search's
 * own thread does, so that none waits for another's share (a fixed half of the worlds each left the search's
 * thread idle a fifth of the time, and taking whole worlds a tenth, measured). A helper whose threads are
 * gone or late leaves its playouts to the search.
 */
export interface PlayoutHelper {
  /** Starts sharing `job`'s worlds with the calling thread. */
  share(job: PlayoutJob): SharedJob;
}

/** A job's playouts are numbered world by world: playout `world * plans.length + plan`. */
export interface SharedJob {
  /** The next playout for the calling thread to play, or -1 once every playout is taken. */
  take(): number;
  /** The calling thread's score of a playout it took. */
  record(playout: number, score: number): void;
  /**
   * Every score, by playout number, once `take` has given -1: the helpers' and the caller's. Playouts a
   * helper took but did not finish in time are played here.
   */
  scores(): Promise<Float64Array>;
}

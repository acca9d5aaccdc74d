/**
 * Playouts sent elsewhere: a search hands some of its worlds to helpers (worker threads on a server, Web
 * Workers in a browser) so that one decision uses more than one core. A job is plain data that survives
 * `postMessage`: the worlds as bytes, the plans as action codes, the playouts' settings. A playout depends on
 * nothing else, so a world scores the same wherever it is played, and a search with helpers makes exactly the
 * decisions of one without them (with the same playout budget; against a clock it simply plays more worlds).
 */
import { createCoreState, type ActionCode, type CoreState } from '@katz/engine/core';
import { Playout, type PlayoutOptions } from './playout.js';

export interface PlayoutJob {
  readonly options: PlayoutOptions;
  /** The player the scores are for. */
  readonly me: number;
  /** The plans to play in every world, in the order of their scores. */
  readonly plans: readonly (readonly ActionCode[])[];
  /** The worlds, one after another, each `WORLD_BYTES` long. */
  readonly worlds: Uint8Array;
}

/** The length of one world in a job's `worlds`. */
export const WORLD_BYTES = createCoreState().length;

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

/** Packs worlds into one byte array for a job. */
export function packWorlds(worlds: readonly CoreState[]): Uint8Array {
  const packed = new Uint8Array(worlds.length * WORLD_BYTES);
  worlds.forEach((world, index) => {
    packed.set(world, index * WORLD_BYTES);
  });
  return packed;
}

/** Plays a job's playouts wherever the job is played: one `Playout` (and its buffers) per kind of playout. */
export class PlayoutRunner {
  private readonly playouts = new Map<string, Playout>();

  /** The score of playout `playout` (numbered world by world) of the job. */
  play(job: PlayoutJob, playout: number): number {
    const { options, me, plans, worlds } = job;
    const key = `${options.turns}/${options.maxNodes}/${options.evaluation}`;
    let runner = this.playouts.get(key);
    if (runner === undefined) {
      runner = new Playout(options);
      this.playouts.set(key, runner);
    }
    const world = Math.floor(playout / plans.length);
    const state = worlds.subarray(world * WORLD_BYTES, (world + 1) * WORLD_BYTES);
    return runner.run(state, plans[playout % plans.length]!, me);
  }
}

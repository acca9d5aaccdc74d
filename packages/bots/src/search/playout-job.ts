/**
 * The search's side of sharing playouts (the contract is `../playout-sharing.ts`): a world's length in a job,
 * packing a block's worlds, and playing a job's playouts wherever it is played.
 */
import { createCoreState, type CoreState } from '@katz/engine/core';
import type { PlayoutJob } from '../playout-sharing.js';
import { Playout } from './playout.js';

/** The length of one world in a job's `worlds`. */
export const WORLD_BYTES = createCoreState().length;

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
    const tail = options.tail === null ? '' : `${options.tail.after}:${options.tail.maxNodes}`;
    const key = `${options.turns}/${options.maxNodes}/${options.evaluation}/${options.wonGame}/${tail}`;
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

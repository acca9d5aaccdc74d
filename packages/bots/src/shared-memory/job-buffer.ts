/**
 * What a search's thread and its helpers' threads share, wherever they run (Node's worker threads in
 * `threads/`, a browser's Web Workers in `web-workers/`): a job's worlds, scores and counters live in one
 * SharedArrayBuffer, which the search's thread sends each helper thread; every thread takes playouts by
 * incrementing a counter in it.
 */
import type { PlayoutJob } from '../playout-sharing.js';
import { WORLD_BYTES } from '../search/playout-job.js';

/** A job as sent to a helper thread: everything but the worlds, which are in `buffer`. */
export interface JobMessage {
  readonly buffer: SharedArrayBuffer;
  readonly job: Omit<PlayoutJob, 'worlds'>;
  readonly count: number;
}

/** The control counters at the buffer's start: the next playout to take, and those the helpers finished. */
export const NEXT = 0;
export const FINISHED = 1;
const CONTROL_BYTES = 8;

/** The views of a job's shared buffer: counters, one finished flag per playout, the worlds, the scores. */
export interface SharedViews {
  readonly control: Int32Array;
  readonly finished: Int32Array;
  readonly worlds: Uint8Array;
  readonly scores: Float64Array;
}

function layout(count: number, plans: number) {
  const flagsEnd = CONTROL_BYTES + 4 * count * plans;
  const worldsEnd = flagsEnd + count * WORLD_BYTES;
  const scoresStart = Math.ceil(worldsEnd / 8) * 8;
  return { flagsEnd, worldsEnd, scoresStart, size: scoresStart + 8 * count * plans };
}

export function sharedBuffer(count: number, plans: number): SharedArrayBuffer {
  return new SharedArrayBuffer(layout(count, plans).size);
}

export function sharedViews(buffer: SharedArrayBuffer, count: number, plans: number): SharedViews {
  const { flagsEnd, worldsEnd, scoresStart } = layout(count, plans);
  return {
    control: new Int32Array(buffer, 0, CONTROL_BYTES / 4),
    finished: new Int32Array(buffer, CONTROL_BYTES, count * plans),
    worlds: new Uint8Array(buffer, flagsEnd, worldsEnd - flagsEnd),
    scores: new Float64Array(buffer, scoresStart, count * plans),
  };
}

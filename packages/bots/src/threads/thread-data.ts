/**
 * What a playout thread is started with (playout-threads.ts, playout-thread.ts): the port its jobs come
 * through, and how long it looks for the next job before it sleeps.
 */
import type { MessagePort } from 'node:worker_threads';

export interface ThreadData {
  readonly port: MessagePort;
}

/**
 * A search sends its next block of worlds within a fraction of a millisecond, and a thread put to sleep in
 * between was slower to wake than the block took: so a thread looks for the next job this long first.
 */
export const AWAKE_MS = 1;

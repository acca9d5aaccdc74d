/**
 * The playout worker's side in a browser: each job its search sends, it plays until the job's playouts are all
 * taken. Unlike Node's threads it cannot look for the next job without returning to its event loop, so it
 * sleeps between jobs; the search's thread plays what a late worker has not finished.
 */
import { PlayoutRunner } from '../search/playout-job.js';
import type { JobMessage } from '../shared-memory/job-buffer.js';
import { playJob } from '../shared-memory/shared-job.js';

/** The part of a worker's global scope the playout worker uses. */
export interface PlayoutWorkerScope {
  onmessage: ((event: { readonly data: JobMessage }) => void) | null;
}

/** Makes the worker whose scope this is a playout worker. */
export function servePlayouts(scope: PlayoutWorkerScope): void {
  const runner = new PlayoutRunner();
  scope.onmessage = ({ data }) => {
    playJob(data, runner);
  };
}

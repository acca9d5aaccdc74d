/**
 * A strong bot's playout helper on a browser's Web Workers, for the practice game: the same sharing through
 * memory as Node's threads (`shared-memory/`), so the decisions are the same with or without it. A browser gives
 * a page SharedArrayBuffer only when the page is cross-origin isolated (the server's COOP and COEP headers);
 * `canSharePlayouts` says whether this one is.
 */
import type { PlayoutHelper, PlayoutJob, SharedJob } from '../playout-sharing.js';
import { PlayoutRunner } from '../search/playout-job.js';
import type { JobMessage } from '../shared-memory/job-buffer.js';
import { shareJob } from '../shared-memory/shared-job.js';

/** The parts of a browser's `Worker` the helper uses (the bots are typed for Node, which has no DOM). */
export interface PlayoutWorker {
  postMessage(message: JobMessage): void;
  terminate(): void;
  addEventListener(type: 'error', listener: () => void): void;
}

export interface PlayoutWorkers {
  readonly helper: PlayoutHelper;
  /** Ends the workers; a search that shares a job afterwards plays it alone. */
  close(): void;
}

/** Whether this page or worker may share memory with other workers. */
export function canSharePlayouts(): boolean {
  const scope = globalThis as { readonly crossOriginIsolated?: boolean };
  return typeof SharedArrayBuffer === 'function' && scope.crossOriginIsolated === true;
}

/** Starts `count` playout workers, each made by `create` (which names the script that calls `servePlayouts`). */
export function startPlayoutWorkers(count: number, create: () => PlayoutWorker): PlayoutWorkers {
  const workers = new Set<PlayoutWorker>();
  for (let i = 0; i < count; i++) {
    const worker = create();
    // A worker that fails gets no more jobs; the playouts it held are played by the search's thread.
    worker.addEventListener('error', () => workers.delete(worker));
    workers.add(worker);
  }
  const runner = new PlayoutRunner();
  const share = (job: PlayoutJob): SharedJob =>
    shareJob(
      job,
      (message) => {
        for (const worker of workers) worker.postMessage(message);
      },
      runner,
    );
  return {
    helper: { share },
    close: () => {
      for (const worker of workers) worker.terminate();
      workers.clear();
    },
  };
}

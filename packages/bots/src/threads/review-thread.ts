/**
 * A review thread (review-threads.ts): runs the review jobs it is sent, one at a time, and answers each
 * result. Its searches' buffers are kept from job to job. Given a nice value, it lowers its own priority first.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { JobRunner, type ReviewJob } from '../review/index.js';
import type { ReviewThreadData } from './review-threads.js';

const port = parentPort;
if (!port) throw new Error('review-thread.js runs only as a worker thread');
const { settings, niceness } = workerData as ReviewThreadData;
// On Linux a nice value is each thread's own, and process 0 the calling thread; elsewhere it would be the whole
// process's, so there the review runs at the process's priority.
if (niceness !== null && process.platform === 'linux') {
  try {
    setPriority(0, niceness);
  } catch {
    // Not allowed (a higher priority than the thread has): the review runs as it is.
  }
}
const runner = new JobRunner(settings);

port.on('message', (job: ReviewJob) => {
  runner.run(job).then(
    (result) => {
      port.postMessage({ ok: true, result });
    },
    (error: unknown) => {
      port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
    },
  );
});

/**
 * A review thread (review-threads.ts): runs the review jobs it is sent, one at a time, and answers each
 * result. Its searches' buffers are kept from job to job. Given a niceness, it lowers its own priority first.
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { JobRunner, type ReviewJob } from '../review/index.js';
import type { ReviewThreadData } from './review-threads.js';

const port = parentPort;
if (!port) throw new Error('review-thread.js runs only as a worker thread');
const { settings, niceness } = workerData as ReviewThreadData;
// On Linux a nice value is each thread's own, and process 0 the calling thread; elsewhere it would be the whole
// process's, so there the review runs at the process's priority. Never above the thread's priority as it came.
if (niceness !== null && niceness > 0 && process.platform === 'linux') {
  try {
    setPriority(0, Math.min(19, getPriority(0) + niceness));
  } catch {
    // Not allowed here: the review runs at the process's priority.
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

/**
 * A review thread (review-threads.ts): runs the review jobs it is sent, one at a time, and answers each
 * result. Its searches' buffers are kept from job to job.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { JobRunner, type ReviewJob, type ReviewSettings } from '../review/index.js';

const port = parentPort;
if (!port) throw new Error('review-thread.js runs only as a worker thread');
const runner = new JobRunner(workerData as ReviewSettings);

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

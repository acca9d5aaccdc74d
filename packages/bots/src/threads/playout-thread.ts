/**
 * A playout thread: for each job its search sends (`shared-memory/`), it takes the job's playouts one at a time
 * until none is left, writing each score into the shared buffer. After a job it waits for the next one for a
 * moment without sleeping (`AWAKE_MS`).
 */
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PlayoutRunner } from '../search/playout-job.js';
import type { JobMessage } from '../shared-memory/job-buffer.js';
import { playJob } from '../shared-memory/shared-job.js';
import { AWAKE_MS, type ThreadData } from './thread-data.js';

const { port } = workerData as ThreadData;
const runner = new PlayoutRunner();

port.on('message', (message: JobMessage) => {
  playJob(message, runner);
  let awakeUntil = performance.now() + AWAKE_MS;
  while (performance.now() < awakeUntil) {
    const next = receiveMessageOnPort(port);
    if (next === undefined) continue;
    playJob(next.message as JobMessage, runner);
    awakeUntil = performance.now() + AWAKE_MS;
  }
});

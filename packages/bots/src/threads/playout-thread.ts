/**
 * A playout thread: for each job its search sends (`playout-messages.ts`), it takes the job's playouts one at
 * a time until none is left, writing each score into the shared buffer. After a job it waits for the
 * next one for a moment without sleeping: a search sends its next block of worlds within a fraction of a
 * millisecond, and a thread put to sleep in between is slow to wake.
 */
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PlayoutRunner } from '../search/playout-job.js';
import {
  AWAKE_MS,
  FINISHED,
  NEXT,
  sharedViews,
  type JobMessage,
  type ThreadData,
} from './playout-messages.js';

const { port } = workerData as ThreadData;
const runner = new PlayoutRunner();

function work({ buffer, job, count }: JobMessage): void {
  const views = sharedViews(buffer, count, job.plans.length);
  const withWorlds = { ...job, worlds: views.worlds };
  const playouts = count * job.plans.length;
  for (let playout = Atomics.add(views.control, NEXT, 1); playout < playouts;) {
    views.scores[playout] = runner.play(withWorlds, playout);
    Atomics.store(views.finished, playout, 1);
    Atomics.add(views.control, FINISHED, 1);
    playout = Atomics.add(views.control, NEXT, 1);
  }
}

port.on('message', (message: JobMessage) => {
  work(message);
  let awakeUntil = performance.now() + AWAKE_MS;
  while (performance.now() < awakeUntil) {
    const next = receiveMessageOnPort(port);
    if (next === undefined) continue;
    work(next.message as JobMessage);
    awakeUntil = performance.now() + AWAKE_MS;
  }
});

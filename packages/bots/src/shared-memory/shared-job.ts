/**
 * Both sides of a job shared through memory, the same for Node's threads and a browser's Web Workers: the
 * search's thread puts the worlds in a shared buffer, sends the job to the helper threads, and takes playouts
 * from the shared counter like them (`shareJob`); a helper thread takes playouts until none is left
 * (`playJob`). When every playout is taken, the search's thread waits a moment for those still being played,
 * then plays any still unfinished itself: a helper slow to get a core, or gone, costs a playout's time.
 */
import type { PlayoutJob, SharedJob } from '../playout-sharing.js';
import { WORLD_BYTES, type PlayoutRunner } from '../search/playout-job.js';
import { FINISHED, NEXT, sharedBuffer, sharedViews, type JobMessage } from './job-buffer.js';

/** How long the search's thread waits for playouts the helpers are still playing, before it plays them. */
const WAIT_MS = 2;

/** Shares `job` with the helpers `send` reaches; `runner` plays the search's thread's part. */
export function shareJob(
  job: PlayoutJob,
  send: (message: JobMessage) => void,
  runner: PlayoutRunner,
): SharedJob {
  const count = job.worlds.length / WORLD_BYTES;
  const plans = job.plans.length;
  const buffer = sharedBuffer(count, plans);
  const views = sharedViews(buffer, count, plans);
  views.worlds.set(job.worlds);
  send({ buffer, count, job: { options: job.options, me: job.me, plans: job.plans } });
  const playouts = count * plans;
  const mine = new Set<number>();
  return {
    take() {
      const playout = Atomics.add(views.control, NEXT, 1);
      if (playout >= playouts) return -1;
      mine.add(playout);
      return playout;
    },
    record(playout, score) {
      views.scores[playout] = score;
    },
    scores() {
      const theirs = playouts - mine.size;
      const waitUntil = performance.now() + WAIT_MS;
      while (Atomics.load(views.control, FINISHED) < theirs && performance.now() < waitUntil);
      if (Atomics.load(views.control, FINISHED) < theirs) {
        const shared = { ...job, worlds: views.worlds };
        for (let playout = 0; playout < playouts; playout++)
          if (Atomics.load(views.finished, playout) === 0 && !mine.has(playout))
            views.scores[playout] = runner.play(shared, playout);
      }
      return Promise.resolve(views.scores.slice());
    },
  };
}

/** A helper thread's part of a job: it takes the job's playouts one at a time until none is left. */
export function playJob({ buffer, job, count }: JobMessage, runner: PlayoutRunner): void {
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

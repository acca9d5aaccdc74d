/**
 * A strong bot's playout helper on Node's worker threads, for a server or the match runner: each thread is one
 * more core's worth of playouts in a search's time (`BotOptions.helper`). The search's thread and the helper's
 * threads take a block's playouts one by one from a counter in shared memory, so none waits for another's
 * share. When every playout is taken, the search's thread waits a moment for those still being played, then
 * plays any still unfinished itself: a thread that is slow to get a core, or gone, costs a playout's time.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PlayoutHelper, PlayoutJob, SharedJob } from '../playout-sharing.js';
import { PlayoutRunner, WORLD_BYTES } from '../search/playout-job.js';
import {
  AWAKE_MS,
  FINISHED,
  NEXT,
  sharedBuffer,
  sharedViews,
  type JobMessage,
  type ThreadData,
} from './playout-messages.js';

export interface PlayoutThreads {
  readonly helper: PlayoutHelper;
  /** Ends the threads; a search that shares a job afterwards plays it alone. */
  close(): Promise<void>;
}

/** How long the search's thread waits for playouts the threads are still playing, before it plays them. */
const WAIT_MS = 2 * AWAKE_MS;

/** The thread's compiled script: beside this module in the build, or the build's copy when run from sources. */
function threadScript(): URL {
  const beside = new URL('./playout-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../../dist/src/threads/playout-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`the playout thread is not built (${fileURLToPath(built)}): run "npm run build" first`);
}

interface Thread {
  readonly worker: Worker;
  readonly port: MessagePort;
}

function startThread(script: URL, threads: Set<Thread>): Thread {
  const { port1: port, port2 } = new MessageChannel();
  const worker = new Worker(script, {
    workerData: { port: port2 } satisfies ThreadData,
    transferList: [port2],
  });
  // Nothing waits for a message from the thread, so neither it nor its port keeps the process alive.
  worker.unref();
  port.unref();
  const thread = { worker, port };
  // A thread that fails or exits gets no more jobs; the playouts it held are played by the search's thread.
  worker.on('error', () => threads.delete(thread));
  worker.on('exit', () => threads.delete(thread));
  return thread;
}

/** Starts `count` playout threads. */
export function startPlayoutThreads(count: number): PlayoutThreads {
  const script = threadScript();
  const threads = new Set<Thread>();
  for (let i = 0; i < count; i++) threads.add(startThread(script, threads));
  const runner = new PlayoutRunner();

  const share = (job: PlayoutJob): SharedJob => {
    const count = job.worlds.length / WORLD_BYTES;
    const plans = job.plans.length;
    const buffer = sharedBuffer(count, plans);
    const views = sharedViews(buffer, count, plans);
    views.worlds.set(job.worlds);
    const message: JobMessage = {
      buffer,
      count,
      job: { options: job.options, me: job.me, plans: job.plans },
    };
    for (const thread of threads) thread.port.postMessage(message);
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
  };

  return {
    helper: { share },
    close: async () => {
      const all = [...threads];
      threads.clear();
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}

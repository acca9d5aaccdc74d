/**
 * A strong bot's playout helper on Node's worker threads, for a server or the match runner: each thread is one
 * more core's worth of playouts in a search's time (`BotOptions.helper`). The search's thread and the helper's
 * threads take a block's playouts one by one from a counter in shared memory (`shared-memory/`), so none waits
 * for another's share.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PlayoutHelper, PlayoutJob, SharedJob } from '../playout-sharing.js';
import { PlayoutRunner } from '../search/playout-job.js';
import { shareJob } from '../shared-memory/shared-job.js';
import type { ThreadData } from './thread-data.js';

export interface PlayoutThreads {
  readonly helper: PlayoutHelper;
  /** Ends the threads; a search that shares a job afterwards plays it alone. */
  close(): Promise<void>;
}

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
  const share = (job: PlayoutJob): SharedJob =>
    shareJob(
      job,
      (message) => {
        for (const thread of threads) thread.port.postMessage(message);
      },
      runner,
    );
  return {
    helper: { share },
    close: async () => {
      const all = [...threads];
      threads.clear();
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
  };
}

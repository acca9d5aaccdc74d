/**
 * Computer decisions on a pool of worker threads: requests queue until a worker is free, so however strong a
 * bot is, the server's own thread stays free for requests and other games.
 *
 * A seat's decision goes to the worker that answered the seat's last one when that worker is free, since it
 * holds the seat's bot and the plan it searched for (seat-bots.ts); otherwise to any free worker, whose bot
 * for the seat searches again. Waiting for a busy worker would hold a game up for another's search.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { parseAction } from '@katz/engine';
import type { ComputerDecision, ComputerPlayer, DecisionRequest } from './computer-player.js';
import type { WorkerReply, WorkerRequest } from './bot-worker.js';
import { RecentMap } from './recent-map.js';

interface Pending {
  readonly message: WorkerRequest;
  readonly resolve: (decision: ComputerDecision) => void;
  readonly reject: (error: Error) => void;
}

/** Seats whose worker the pool remembers; a forgotten seat's next decision goes to any free worker. */
const HOMES = 10_000;

export function startWorkerPool(size: number): ComputerPlayer {
  const script = workerScript();
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const queue: Pending[] = [];
  /** The worker that answered each seat's last decision, in order of last use. */
  const home = new RecentMap<string, Worker>(HOMES);
  let nextId = 0;
  let closed = false;

  /** The seat's last worker if it is idle, else any idle worker. */
  const takeIdle = (seat: string): Worker | undefined => {
    const preferred = home.get(seat);
    const at = preferred === undefined ? -1 : idle.indexOf(preferred);
    return at === -1 ? idle.pop() : idle.splice(at, 1)[0];
  };

  const dispatch = () => {
    for (;;) {
      const job = queue[0];
      const worker = job && takeIdle(job.message.request.seat);
      if (!job || !worker) return;
      queue.shift();
      home.set(job.message.request.seat, worker);
      busy.set(worker, job);
      worker.postMessage(job.message);
    }
  };

  const spawn = () => {
    const worker = new Worker(script);
    worker.on('message', (reply: WorkerReply) => {
      const job = busy.get(worker);
      busy.delete(worker);
      idle.push(worker);
      if (job) settle(job, reply);
      dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced, so one bad decision never stops the pool.
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      home.dropWhere((homeWorker) => homeWorker === worker);
      if (!closed) {
        spawn();
        dispatch();
      }
    });
    idle.push(worker);
  };
  for (let i = 0; i < size; i++) spawn();

  return {
    decide: (request: DecisionRequest) =>
      new Promise<ComputerDecision>((resolve, reject) => {
        if (closed) {
          reject(new Error('the computer players have stopped'));
          return;
        }
        queue.push({ message: { id: nextId++, request }, resolve, reject });
        dispatch();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the computer players have stopped'));
      for (const job of busy.values()) job.reject(new Error('the computer players have stopped'));
      const workers = [...idle, ...busy.keys()];
      idle.length = 0;
      busy.clear();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

function settle(job: Pending, reply: WorkerReply): void {
  if (!reply.ok) {
    job.reject(new Error(`the bot failed: ${reply.message}`));
    return;
  }
  // The worker's answer crosses a boundary like any input: the server checks it with the engine's parser.
  const action = parseAction(reply.action);
  if (action.ok) job.resolve({ action: action.value, searches: reply.searches });
  else job.reject(new Error(`the bot answered with no action: ${action.error.message}`));
}

/**
 * The worker's compiled file. From the build it sits beside this module; when the server runs from its
 * TypeScript sources (the tests do), it is the build's copy, which `npm test` makes first.
 */
function workerScript(): URL {
  const beside = new URL('./bot-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside;
  const built = new URL('../../dist/src/computer/bot-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built;
  throw new Error(`the bot worker is not built (${fileURLToPath(built)}): run "npm run build" first`);
}

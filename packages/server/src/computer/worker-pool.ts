/**
 * Computer decisions on a pool of worker threads, so that however strong a bot is, the server's own thread
 * stays free for requests and other games.
 *
 * Every decision goes to a worker at once, never into a queue: a worker runs all the decisions it is given
 * side by side (a search yields to the event loop every few milliseconds), and each stops searching at its
 * own deadline (docs/bots.md, "The ceiling"). A queue would let one game's turn wait for other games'
 * searches, each up to its own ceiling, one after another: measured with four games at once on one worker,
 * turns of up to 9 seconds under a ceiling of one. Side by side, each search has a share of the worker and the
 * same deadline, so a busy machine makes the computer play more like the solid level, never slower.
 *
 * A seat's decision goes to the worker that answered the seat's last one, since it holds the seat's bot and
 * the plan it searched for (seat-bots.ts), unless another worker has fewer decisions in hand; that worker's
 * bot for the seat searches again.
 */
import { Worker } from 'node:worker_threads';
import { parseAction } from '@katz/engine';
import { workerScript } from '../worker-script.js';
import type { ComputerDecision, ComputerPlayer, DecisionRequest } from './computer-player.js';
import type { BotWorkerData, WorkerReply, WorkerRequest } from './bot-worker.js';
import { RecentMap } from './recent-map.js';

interface Pending {
  readonly resolve: (decision: ComputerDecision) => void;
  readonly reject: (error: Error) => void;
}

/** Seats whose worker the pool remembers; a forgotten seat's next decision goes to the least busy worker. */
const HOMES = 10_000;

/** `size` bot workers, each with `playoutThreads` threads that share its strong searches' playouts. */
export function startWorkerPool(size: number, playoutThreads: number): ComputerPlayer {
  const script = workerScript('computer/bot-worker.js');
  /** Every worker, with the decisions it is working on by request id. */
  const workers = new Map<Worker, Map<number, Pending>>();
  /** The worker that answered each seat's last decision, in order of last use. */
  const home = new RecentMap<string, Worker>(HOMES);
  let nextId = 0;
  let closed = false;

  /** The seat's last worker unless another has fewer decisions in hand, then the least busy one. */
  const pick = (seat: string): [Worker, Map<number, Pending>] => {
    let least: [Worker, Map<number, Pending>] | undefined;
    for (const entry of workers) if (least === undefined || entry[1].size < least[1].size) least = entry;
    if (least === undefined) throw new Error('the worker pool has no worker');
    const preferred = home.get(seat);
    const preferredJobs = preferred === undefined ? undefined : workers.get(preferred);
    return preferred !== undefined && preferredJobs !== undefined && preferredJobs.size <= least[1].size
      ? [preferred, preferredJobs]
      : least;
  };

  const spawn = () => {
    const worker = new Worker(script, { workerData: { playoutThreads } satisfies BotWorkerData });
    const jobs = new Map<number, Pending>();
    workers.set(worker, jobs);
    worker.on('message', (reply: WorkerReply) => {
      const job = jobs.get(reply.id);
      jobs.delete(reply.id);
      if (job) settle(job, reply);
    });
    worker.on('error', (error) => {
      // A crashed worker fails its jobs and is replaced, so one bad decision never stops the pool.
      for (const job of jobs.values()) job.reject(error);
      jobs.clear();
      workers.delete(worker);
      home.dropWhere((homeWorker) => homeWorker === worker);
      if (!closed) spawn();
    });
  };
  for (let i = 0; i < size; i++) spawn();

  return {
    decide: (request: DecisionRequest) =>
      new Promise<ComputerDecision>((resolve, reject) => {
        if (closed) {
          reject(new Error('the computer players have stopped'));
          return;
        }
        const [worker, jobs] = pick(request.seat);
        const message: WorkerRequest = { id: nextId++, request };
        jobs.set(message.id, { resolve, reject });
        home.set(request.seat, worker);
        worker.postMessage(message);
      }),
    close: async () => {
      closed = true;
      for (const jobs of workers.values()) {
        for (const job of jobs.values()) job.reject(new Error('the computer players have stopped'));
        jobs.clear();
      }
      const all = [...workers.keys()];
      workers.clear();
      await Promise.all(all.map((worker) => worker.terminate()));
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

/**
 * A worker thread that runs bots, so that a long search never blocks the server's event loop. It receives a
 * decision request and answers with the action (and how many searches it took, how many stopped at the
 * request's deadline), or with the error's message. It keeps a bot per computer seat
 * (see seat-bots.ts); the pool sends a seat's decisions to the worker that answered its last one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startPlayoutThreads } from '@katz/bots/threads';
import type { DecisionRequest, SearchCount } from './computer-player.js';
import { SeatBots } from './seat-bots.js';

export interface WorkerRequest {
  readonly id: number;
  readonly request: DecisionRequest;
}

export interface BotWorkerData {
  /** Threads that share the strong bots' playouts with this worker (docs/settings.md, BOT_PLAYOUT_THREADS). */
  readonly playoutThreads: number;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown; readonly searches: SearchCount }
  | { readonly id: number; readonly ok: false; readonly message: string };

const port = parentPort;
if (!port) throw new Error('bot-worker.js runs only as a worker thread');

/**
 * Seats whose bots a worker keeps: more than the games a worker plays turns in at once. A strong bot holds
 * about 0.5 MB (its planners' buffers and threat tables), so 100 of them about 50 MB.
 */
const SEAT_BOTS = 100;
const { playoutThreads } = workerData as BotWorkerData;
// The threads end with this worker: a worker's own threads stop when it is terminated.
const threads = playoutThreads > 0 ? startPlayoutThreads(playoutThreads) : null;
const bots = new SeatBots(SEAT_BOTS, threads?.helper);

port.on('message', (message: WorkerRequest) => {
  const { id, request } = message;
  bots
    .botFor(request)
    .decide(request.view, { deadline: request.deadline })
    .then(
      (action) => {
        const searches = bots.takeSearchCount(request.seat);
        port.postMessage({ id, ok: true, action, searches } satisfies WorkerReply);
      },
      (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        port.postMessage({ id, ok: false, message: text } satisfies WorkerReply);
      },
    );
});

/**
 * A worker thread that runs bots, so that a long search never blocks the server's event loop. It receives a
 * decision request and answers with the action, or with the error's message.
 */
import { parentPort } from 'node:worker_threads';
import { createBot } from '@katz/bots';
import type { DecisionRequest } from './computer-player.js';

export interface WorkerRequest {
  readonly id: number;
  readonly request: DecisionRequest;
}

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

const port = parentPort;
if (!port) throw new Error('bot-worker.js runs only as a worker thread');

port.on('message', (message: WorkerRequest) => {
  const { id, request } = message;
  createBot(request.level, { seed: request.seed, iterations: request.iterations })
    .decide(request.view)
    .then(
      (action) => {
        port.postMessage({ id, ok: true, action } satisfies WorkerReply);
      },
      (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        port.postMessage({ id, ok: false, message: text } satisfies WorkerReply);
      },
    );
});

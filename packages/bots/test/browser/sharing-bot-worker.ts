/**
 * A Web Worker that runs the strong level with a playout worker beside it (`@katz/bots/web-workers`), as the
 * practice game does: it is sent the playout worker's code once, then views to decide on, and answers with the
 * action, how many playouts the searches had and how many of them its own thread played.
 */
import type { PositionView } from '@katz/engine';
import { createBot, type PlayoutHelper } from '../../src/index.js';
import { canSharePlayouts, startPlayoutWorkers, type PlayoutWorker } from '../../src/web-workers/index.js';
import { counting } from '../counting-helper.js';

export type SharingRequest =
  | { readonly type: 'start'; readonly playoutWorkerCode: string }
  | {
      readonly type: 'decide';
      readonly seed: string;
      readonly iterations: number;
      readonly view: PositionView;
      readonly shared: boolean;
    };

export interface SharingReply {
  readonly isolated: boolean;
  readonly action?: unknown;
  readonly playouts?: number;
  readonly ownThread?: number;
  readonly error?: string;
}

/** The parts of a worker's global scope this worker uses; the project is typed for Node, not the DOM. */
interface WorkerScope {
  onmessage: ((event: { readonly data: SharingRequest }) => void) | null;
  postMessage(message: SharingReply): void;
  readonly Worker: new (url: string, options: { readonly type: 'module' }) => PlayoutWorker;
  readonly URL: { createObjectURL(blob: unknown): string };
  readonly Blob: new (parts: string[], options: { readonly type: string }) => unknown;
}

const scope = globalThis as unknown as WorkerScope;
let helper: PlayoutHelper | null = null;

scope.onmessage = ({ data }) => {
  const isolated = canSharePlayouts();
  if (data.type === 'start') {
    if (isolated) {
      const url = scope.URL.createObjectURL(
        new scope.Blob([data.playoutWorkerCode], { type: 'text/javascript' }),
      );
      helper = startPlayoutWorkers(1, () => new scope.Worker(url, { type: 'module' })).helper;
    }
    scope.postMessage({ isolated });
    return;
  }
  const { seed, iterations, view, shared } = data;
  const counted = shared && helper !== null ? counting(helper) : null;
  const options = counted === null ? { seed, iterations } : { seed, iterations, helper: counted.counted };
  createBot('strong', options)
    .decide(view)
    .then(
      (action) => {
        scope.postMessage({ isolated, action, ...(counted?.counts ?? {}) });
      },
      (error: unknown) => {
        scope.postMessage({ isolated, error: error instanceof Error ? error.message : String(error) });
      },
    );
};

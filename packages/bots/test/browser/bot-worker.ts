/**
 * A Web Worker that runs the bots, as a web app would for offline play against the computer: it is given a
 * level, a seed and a view, and answers with a `Result`: the bot's action, or the error's message. The browser test
 * bundles it for the browser and runs it in Chromium.
 */
import { err, ok, type PositionView } from '@katz/engine';
import { createBot, type BotLevel } from '../../src/index.js';

export interface BrowserDecisionRequest {
  readonly level: BotLevel;
  readonly seed: string;
  readonly iterations?: number;
  readonly view: PositionView;
}

/** The parts of a worker's global scope this worker uses; the project is typed for Node, not the DOM. */
interface WorkerScope {
  onmessage: ((event: { readonly data: BrowserDecisionRequest }) => void) | null;
  postMessage(message: unknown): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = ({ data }) => {
  const { level, view, ...options } = data;
  createBot(level, options)
    .decide(view)
    .then(
      (action) => {
        scope.postMessage(ok(action));
      },
      (error: unknown) => {
        scope.postMessage(err(error instanceof Error ? error.message : String(error)));
      },
    );
};

/**
 * Asks the bot in its Web Worker for an action, one question at a time; the answer is checked by the engine.
 * A worker that fails (its script did not load, it threw outside a question) fails the questions it held, and
 * the next question starts a new one: the computer's turn is asked again rather than waited on for ever. So
 * does a worker that has not answered within `ANSWER_WITHIN_MS` (its script's fetch can hang without an error):
 * the strong level's turn is held to about a second of thinking, so no answer takes that long.
 */
import { parseAction, type Action, type PositionView } from '@katz/engine';
import type { BotLevel } from '@katz/bots';
import type { BotReply, BotRequest } from './bot-worker.js';

/** How long a question may go unanswered before its worker is given up as stuck. */
const ANSWER_WITHIN_MS = 15_000;

interface Question {
  readonly answered: (reply: BotReply) => void;
  readonly failed: (error: Error) => void;
}

export class BotClient {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Question>();
  private nextId = 1;

  /** The worker, started when the computer first decides, so it never delays the table's first paint. */
  private started(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<BotReply>) => {
      this.waiting.get(data.id)?.answered(data);
      this.waiting.delete(data.id);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.fail(worker, `the computer's worker failed: ${event.message || 'its script did not load'}`);
    };
    worker.onmessageerror = () => {
      this.fail(worker, 'the computer’s worker sent a message that does not read');
    };
    this.worker = worker;
    return worker;
  }

  /** Ends `worker` and fails every question it held; the next question starts a new worker. */
  private fail(worker: Worker, message: string): void {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    const questions = [...this.waiting.values()];
    this.waiting.clear();
    for (const question of questions) question.failed(new Error(message));
  }

  /** `seated`: the computer's seat in the game, whose bot the worker keeps (bot-worker.ts); else a one-off. */
  async decide(level: BotLevel, seed: string, view: PositionView, seated = false): Promise<Action> {
    const id = this.nextId++;
    const reply = await new Promise<BotReply>((resolve, reject) => {
      const worker = this.started();
      const watchdog = setTimeout(() => {
        this.fail(worker, `the computer's worker did not answer within ${ANSWER_WITHIN_MS} ms`);
      }, ANSWER_WITHIN_MS);
      const settled = () => {
        clearTimeout(watchdog);
      };
      this.waiting.set(id, {
        answered: (reply) => {
          settled();
          resolve(reply);
        },
        failed: (error) => {
          settled();
          reject(error);
        },
      });
      const request: BotRequest = { id, level, seed, view, seated };
      worker.postMessage(request);
    });
    if (!reply.ok) throw new Error(`the computer could not decide: ${reply.message}`);
    const parsed = parseAction(reply.action);
    if (!parsed.ok)
      throw new Error(`the computer answered something that is no action: ${parsed.error.message}`);
    return parsed.value;
  }

  close(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }
}

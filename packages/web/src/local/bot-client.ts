/** Asks the bot in its Web Worker for an action, one question at a time; the answer is checked by the engine. */
import { parseAction, type Action, type PositionView } from '@katz/engine';
import type { BotLevel } from '@katz/bots';
import type { BotReply, BotRequest } from './bot-worker.js';

export class BotClient {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (reply: BotReply) => void>();
  private nextId = 1;

  /** The worker, started when the computer first decides, so it never delays the table's first paint. */
  private started(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<BotReply>) => {
      this.waiting.get(data.id)?.(data);
      this.waiting.delete(data.id);
    };
    this.worker = worker;
    return worker;
  }

  /** `seated`: the computer's seat in the game, whose bot the worker keeps (bot-worker.ts); else a one-off. */
  async decide(level: BotLevel, seed: string, view: PositionView, seated = false): Promise<Action> {
    const id = this.nextId++;
    const reply = await new Promise<BotReply>((resolve) => {
      this.waiting.set(id, resolve);
      const request: BotRequest = { id, level, seed, view, seated };
      this.started().postMessage(request);
    });
    if (!reply.ok) throw new Error(`the computer could not decide: ${reply.message}`);
    const parsed = parseAction(reply.action);
    if (!parsed.ok)
      throw new Error(`the computer answered something that is no action: ${parsed.error.message}`);
    return parsed.value;
  }

  close(): void {
    this.worker?.terminate();
    this.waiting.clear();
  }
}

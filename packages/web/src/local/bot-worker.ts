/**
 * The computer player of a local game, in a Web Worker so that its search never stalls the table's animations.
 * It is given a level, a seed and the computer's own view, and answers with its action.
 */
import type { PositionView } from '@katz/engine';
import { createBot, type BotLevel } from '@katz/bots';

export interface BotRequest {
  readonly id: number;
  readonly level: BotLevel;
  readonly seed: string;
  readonly view: PositionView;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(message: BotReply): void;
};

scope.onmessage = ({ data }) => {
  const { id, level, seed, view } = data;
  createBot(level, { seed })
    .decide(view)
    .then(
      (action) => {
        scope.postMessage({ id, ok: true, action });
      },
      (error: unknown) => {
        scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
      },
    );
};

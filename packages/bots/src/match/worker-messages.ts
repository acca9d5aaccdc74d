/** What the match runner's main thread and its workers say to each other. */
import type { BotSpec } from './bot-spec.js';
import type { GameTally } from './play-game.js';
import type { SeatOptions } from './seat.js';

export interface WorkerSetup {
  readonly a: BotSpec;
  readonly b: BotSpec;
  /** The match seed, from which every deal's seed follows (match-seeds.ts). */
  readonly seed: string;
  readonly seats: SeatOptions;
}

export type ToWorker = { readonly type: 'play'; readonly index: number } | { readonly type: 'stop' };

export type FromWorker =
  | { readonly type: 'ready' }
  | {
      readonly type: 'result';
      readonly index: number;
      readonly deal: number;
      readonly aPlayer: 0 | 1;
      readonly result: GameTally;
    }
  | { readonly type: 'fatal'; readonly message: string };

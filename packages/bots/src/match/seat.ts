/**
 * A player in a match, whatever it is: one of our bots (given only its view), the omniscient reference (given
 * the position), or an external program (given its view and the legal actions over the protocol).
 */
import {
  legalActions,
  viewPosition,
  type Action,
  type GameOver,
  type PlayerIndex,
  type Position,
} from '@katz/engine';
import { createBot } from '../bot.js';
import type { Bot, BotOptions } from '../contract.js';
import { createOmniscientPlayer } from '../omniscient/index.js';
import type { BotSpec } from './bot-spec.js';
import { ExternalBot } from './external-bot.js';

export interface Seat {
  start(): Promise<void>;
  newGame(game: string, seat: PlayerIndex): Promise<void>;
  decide(position: Position): Promise<Action>;
  gameOver(game: string, status: GameOver): void;
  stop(): Promise<void>;
}

export interface SeatOptions {
  /** Seeds our bots: each game's bot gets `<seed>-<game>-<seat>`, whichever worker plays it. */
  readonly seed: string;
  /** The strong level's budget. */
  readonly iterations?: number;
  readonly budgetMs?: number;
  /** Limits for external programs. */
  readonly handshakeMs: number;
  readonly decisionMs: number;
}

function levelSeat(spec: Extract<BotSpec, { kind: 'level' }>, options: SeatOptions): Seat {
  let bot: Bot | null = null;
  return {
    start: () => Promise.resolve(),
    newGame(game, seat) {
      const botOptions: BotOptions = {
        seed: `${options.seed}-${game}-${seat}`,
        ...(options.iterations !== undefined && { iterations: options.iterations }),
        ...(options.budgetMs !== undefined && { budgetMs: options.budgetMs }),
      };
      bot = createBot(spec.level, botOptions);
      return Promise.resolve();
    },
    decide(position) {
      if (bot === null) throw new Error('decide before newGame');
      return bot.decide(viewPosition(position, position.toMove));
    },
    gameOver() {
      bot = null;
    },
    stop: () => Promise.resolve(),
  };
}

function commandSeat(command: string, options: SeatOptions): Seat {
  const bot = new ExternalBot({ command, handshakeMs: options.handshakeMs, decisionMs: options.decisionMs });
  let game = '';
  let running = false;
  return {
    async start() {
      await bot.start();
      running = true;
    },
    async newGame(id, seat) {
      if (!running) {
        // The program was stopped after a fault in an earlier game: a fresh one for this game.
        await bot.start();
        running = true;
      }
      game = id;
      bot.newGame(id, seat);
    },
    async decide(position) {
      try {
        return await bot.decide(game, viewPosition(position, position.toMove), legalActions(position));
      } catch (error) {
        running = false;
        throw error;
      }
    },
    gameOver(id, status) {
      if (running) bot.gameOver(id, status);
    },
    stop: () => bot.stop(),
  };
}

export function createSeat(spec: BotSpec, options: SeatOptions): Seat {
  switch (spec.kind) {
    case 'level':
      return levelSeat(spec, options);
    case 'omniscient': {
      const player = createOmniscientPlayer();
      return {
        start: () => Promise.resolve(),
        newGame: () => Promise.resolve(),
        decide: (position) => player.decide(position),
        gameOver: () => undefined,
        stop: () => Promise.resolve(),
      };
    }
    case 'command':
      return commandSeat(spec.command, options);
  }
}

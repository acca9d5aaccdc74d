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
import type { Bot, BotOptions, DecisionLimits } from '../contract.js';
import { createOmniscientPlayer } from '../omniscient/index.js';
import type { PlayoutHelper } from '../playout-sharing.js';
import { candidateBot } from '../search/search-candidates.js';
import type { BotSpec } from './bot-spec.js';
import { ExternalBot } from './external-bot.js';
import { botSeed } from './match-seeds.js';

export interface Seat {
  start(): Promise<void>;
  newGame(game: string, seat: PlayerIndex): Promise<void>;
  /** The seat's action; our bots stop searching at the limits' deadline, external programs are not told. */
  decide(position: Position, limits: DecisionLimits): Promise<Action>;
  gameOver(game: string, status: GameOver): void;
  /** The searches made since the last call (only the strong level searches). */
  takeSearches(): SearchTally;
  stop(): Promise<void>;
}

export interface SearchTally {
  readonly searches: number;
  /** Those that stopped at the turn's ceiling with playouts left. */
  readonly atCeiling: number;
  /**
   * The playouts those searches played: at the ceiling, what the machine gave them, so a journal resumed on
   * machines of other speeds shows each stretch's. Absent from games recorded before 2026-11-28.
   */
  readonly playouts?: number;
}

const NO_SEARCHES: SearchTally = { searches: 0, atCeiling: 0, playouts: 0 };

export interface SeatOptions {
  /** The match seed: each game's bot gets a seed derived from it, the game and the seat (match-seeds.ts). */
  readonly seed: string;
  /** The strong level's budget. */
  readonly iterations?: number;
  readonly budgetMs?: number;
  /** The most a turn's decisions may take together (the server's ceiling), in milliseconds; none if not given. */
  readonly turnMs?: number;
  /** Threads per match worker that share the strong level's playouts (none if not given). */
  readonly playoutThreads?: number;
  /** Limits for external programs. */
  readonly handshakeMs: number;
  readonly decisionMs: number;
}

/** A seat for one of our bots (a level or a candidate): a fresh bot per game, seeded from the match. */
function botSeat(
  create: (options: BotOptions) => Bot,
  options: SeatOptions,
  helper: PlayoutHelper | undefined,
): Seat {
  let bot: Bot | null = null;
  let searches = 0;
  let atCeiling = 0;
  let playouts = 0;
  return {
    start: () => Promise.resolve(),
    newGame(game, seat) {
      const botOptions: BotOptions = {
        seed: botSeed(options.seed, game, seat),
        ...(options.iterations !== undefined && { iterations: options.iterations }),
        ...(options.budgetMs !== undefined && { budgetMs: options.budgetMs }),
        ...(helper !== undefined && { helper }),
        onSearch: (search) => {
          searches++;
          if (search.ceilingReached) atCeiling++;
          playouts += search.playouts;
        },
      };
      bot = create(botOptions);
      return Promise.resolve();
    },
    decide(position, limits) {
      if (bot === null) throw new Error('decide before newGame');
      return bot.decide(viewPosition(position, position.toMove), limits);
    },
    gameOver() {
      bot = null;
    },
    takeSearches() {
      const tally = { searches, atCeiling, playouts };
      searches = 0;
      atCeiling = 0;
      playouts = 0;
      return tally;
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
    takeSearches: () => NO_SEARCHES,
    stop: () => bot.stop(),
  };
}

/** A seat; `helper` shares the playouts of our bots' searches (`options.playoutThreads`). */
export function createSeat(spec: BotSpec, options: SeatOptions, helper?: PlayoutHelper): Seat {
  switch (spec.kind) {
    case 'level':
      return botSeat((botOptions) => createBot(spec.level, botOptions), options, helper);
    case 'candidate':
      return botSeat((botOptions) => candidateBot(spec.candidate, botOptions), options, helper);
    case 'omniscient': {
      const player = createOmniscientPlayer();
      return {
        start: () => Promise.resolve(),
        newGame: () => Promise.resolve(),
        decide: (position) => player.decide(position),
        gameOver: () => undefined,
        takeSearches: () => NO_SEARCHES,
        stop: () => Promise.resolve(),
      };
    }
    case 'command':
      return commandSeat(spec.command, options);
  }
}

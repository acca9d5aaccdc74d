/**
 * The bots of a worker thread, one per computer seat of a game. The strong bot searches once per stretch of
 * turn and plays the plan it found action by action, so the same bot must answer all of a seat's decisions:
 * a fresh bot for every decision would search again before each action (measured, docs/bots.md: about one
 * and a half times the time per turn). Bots are cheap to make again, so the least recently used are dropped
 * beyond a bound; a dropped or restarted bot only searches again.
 */
import { createBot, type Bot, type PlayoutHelper } from '@katz/bots';
import type { DecisionRequest, SearchCount } from './computer-player.js';
import { RecentMap } from './recent-map.js';
import { wallClock } from './wall-clock.js';

interface SeatBot {
  readonly bot: Bot;
  /** The settings the bot was made with: a request with others gets a new bot. */
  readonly settings: string;
  /** Its searches since `takeSearchCount` last asked for the seat, and those that stopped at the deadline. */
  searches: number;
  atCeiling: number;
}

function newSeatBot(request: DecisionRequest, settings: string, helper: PlayoutHelper | undefined): SeatBot {
  const seatBot: SeatBot = {
    bot: createBot(request.level, {
      seed: request.seed,
      iterations: request.iterations,
      clock: wallClock,
      ...(helper !== undefined && { helper }),
      onSearch: (search) => {
        seatBot.searches++;
        if (search.ceilingReached) seatBot.atCeiling++;
      },
    }),
    settings,
    searches: 0,
    atCeiling: 0,
  };
  return seatBot;
}

export class SeatBots {
  private readonly bots: RecentMap<string, SeatBot>;

  /** `helper` shares the strong bots' playouts (the worker's playout threads), when there is one. */
  constructor(
    capacity: number,
    private readonly helper?: PlayoutHelper,
  ) {
    this.bots = new RecentMap(capacity);
  }

  /** The bot that plays the request's seat, made on first use or when the request's settings changed. */
  botFor(request: DecisionRequest): Bot {
    const settings = JSON.stringify([request.level, request.seed, request.iterations]);
    const known = this.bots.get(request.seat);
    const seatBot = known?.settings === settings ? known : newSeatBot(request, settings, this.helper);
    // Set again even when known: the seat becomes the most recently used.
    this.bots.set(request.seat, seatBot);
    return seatBot.bot;
  }

  /**
   * The searches of the seat's bot since the last call: those of its last decision, as a seat has one
   * decision at a time (a worker may work on several seats' at once).
   */
  takeSearchCount(seat: string): SearchCount {
    const seatBot = this.bots.get(seat);
    if (seatBot === undefined) return { searches: 0, atCeiling: 0 };
    const count = { searches: seatBot.searches, atCeiling: seatBot.atCeiling };
    seatBot.searches = 0;
    seatBot.atCeiling = 0;
    return count;
  }

  get size(): number {
    return this.bots.size;
  }
}

/**
 * Computer opponents for Katz und Maus. `createBot(level, {seed})` gives a bot that sees only its player's
 * view and answers legal actions; `PLAYER_LEVELS` lists the levels offered to people, easiest first.
 * Runs in Node and in browsers (nothing here imports Node's modules); the match runner is `@katz/bots/match`.
 */
export { createBot } from './bot.js';
export { STRONG_ITERATIONS } from './search/strong-bot.js';
export type { Bot, BotOptions, MillisecondSource, DecisionLimits, SearchRecord } from './contract.js';
export type { PlayoutHelper, PlayoutJob, SharedJob } from './playout-sharing.js';
export { PlayoutRunner } from './search/playout-job.js';
export { startTurnClock, TURN_CEILING_MS, TURN_RESERVE_MS, type TurnClock } from './turn-clock.js';
export { BOT_LEVELS, isBotLevel, PLAYER_LEVELS, type BotLevel, type PlayerLevel } from './levels.js';
export { seatDeterminizer, UnplayableViewError } from './view-state.js';

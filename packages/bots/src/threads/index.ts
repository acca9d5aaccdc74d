/**
 * `@katz/bots/threads`: the strong level's playout helper and the game review on Node's worker threads (the
 * bots themselves run in browsers too, so what needs Node lives here and in the match runner).
 */
export { startPlayoutThreads, type PlayoutThreads } from './playout-threads.js';
export { reviewOnThreads, type ReviewPacing } from './review-threads.js';

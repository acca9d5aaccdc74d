/**
 * What a process computes beside its requests, started once the server's log exists: the computer's turns on
 * their worker pool, woken by every game's change, and the kept reviews, one at a time on a thread of their own,
 * each job waiting while the computer plays. Each pushes its cleanup for the server's stop.
 */
import { REVIEW_SETTINGS } from '@katz/bots/review';
import type { FastifyBaseLogger } from 'fastify';
import { startWorkerPool } from './computer/worker-pool.js';
import { startComputerTurns, type ComputerTurns } from './games/computer-turns.js';
import { startReviewKeeper } from './reviews/review-keeper.js';
import type { Services } from './services.js';

export function startComputerPlay(
  { db, config, leases, computerCounts, changes, feed }: Services,
  log: FastifyBaseLogger,
  cleanups: (() => Promise<void>)[],
): ComputerTurns {
  const computer = startWorkerPool(config.botWorkers, config.botPlayoutThreads);
  cleanups.push(() => computer.close());
  const turns = startComputerTurns(db, computer, {
    leases,
    scanEveryMs: config.leaseRenewMs,
    counts: computerCounts,
    paceMs: config.botPaceMs,
    iterations: config.botIterations,
    turnMs: config.botTurnMs,
    onError: (error, gameId) => {
      log.error({ err: error, gameId }, 'computer turn failed');
    },
    onWarning: (message, gameId) => {
      log.warn({ gameId }, message);
    },
    onPlayed: (played) => {
      changes.remember(played.game, played.entries);
    },
    known: changes,
  });
  const stopWaking = feed.watchAllGames((gameId) => {
    turns.wake(gameId);
  });
  cleanups.push(async () => {
    stopWaking();
    await turns.close();
  });
  return turns;
}

export async function startKeptReviews(
  { db, config }: Services,
  processId: string,
  turns: ComputerTurns,
  log: FastifyBaseLogger,
  cleanups: (() => Promise<void>)[],
): Promise<void> {
  const reviews = await startReviewKeeper(db, {
    processId,
    claimMs: config.leaseMs,
    renewMs: config.leaseRenewMs,
    settings: REVIEW_SETTINGS,
    niceness: config.reviewNice,
    computerIdle: () => turns.whenIdle(),
    onDone: (gameId, milliseconds) => {
      log.info({ gameId, milliseconds: Math.round(milliseconds) }, 'kept the review of a game');
    },
    onError: (error, gameId) => {
      log.error({ err: error, gameId }, 'reviewing a game failed');
    },
  });
  cleanups.push(() => reviews.close());
}

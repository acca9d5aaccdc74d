/**
 * Computes the kept reviews (docs/review.md, "Where it is computed"), in every process: woken by the notice of
 * a newly queued review and every `renewMs` (for the reviews of a process that died), it claims one review at a
 * time (review-store.ts) and computes it from the game's record on one worker thread of its own, job by job,
 * waiting before each job while this process plays a computer turn, so that the computer's games keep their
 * speed. Its claim is renewed meanwhile; a claim lost (a process frozen past it) or a stop ends the work.
 */
import { reviewOnThreads } from '@katz/bots/threads';
import type { ReviewSettings } from '@katz/bots/review';
import type { Database } from '../db/database.js';
import { loadGame, loadLog } from '../games/game-store.js';
import { recordOf } from '../games/views.js';
import { startPeriodicJob } from '../scheduling/periodic-job.js';
import {
  claimReview,
  failReview,
  keepReview,
  releaseClaims,
  renewClaim,
  retryLater,
  REVIEW_ATTEMPTS,
  REVIEW_CHANNEL,
  settingsKey,
  type ClaimedReview,
} from './review-store.js';

/** How long a failed review waits before it is claimed again. */
const RETRY_SECONDS = 30;

export interface ReviewKeeper {
  /** Looks for a queued review now. */
  wake(): void;
  /** Stops the review under way and lets go of its claim, so that another process takes it at once. */
  close(): Promise<void>;
}

export interface ReviewKeeperOptions {
  readonly processId: string;
  /** How long a claim holds without renewal, and how often it is renewed (the leases' settings). */
  readonly claimMs: number;
  readonly renewMs: number;
  readonly settings: ReviewSettings;
  /**
   * How much lower the review thread's priority is than the process's, on Linux (`REVIEW_NICE`, 19 unless set:
   * the lowest): where the cores are short, the process's own threads (requests, live plays, the embedded
   * database's thread) and the database server go first, and the review takes what they leave
   * (docs/performance.md, "Reviews beside live games").
   */
  readonly niceness: number;
  /** Resolves once this process plays no computer turn: each job waits for it. */
  readonly computerIdle: () => Promise<void>;
  readonly onDone: (gameId: string, milliseconds: number) => void;
  readonly onError: (error: unknown, gameId: string | null) => void;
}

/**
 * Computes one claimed review and keeps it, renewing the claim meanwhile; `stop` ends the work (the server stops,
 * or the claim was taken over). A review that fails is given up at its last attempt, or else tried again later.
 */
async function computeClaimed(
  db: Database,
  options: ReviewKeeperOptions,
  claimed: ClaimedReview,
  stop: AbortController,
): Promise<void> {
  const { processId, claimMs } = options;
  const renewal = startPeriodicJob({
    everyMs: options.renewMs,
    work: async () => {
      if (!(await renewClaim(db, claimed, processId, claimMs))) stop.abort('its claim was taken over');
    },
    onError: (error) => {
      options.onError(error, claimed.gameId);
    },
  });
  const started = performance.now();
  try {
    const game = await loadGame(db, claimed.gameId);
    if (game?.state !== 'over') {
      await failReview(db, claimed, processId, `game ${claimed.gameId} is not a finished game`);
      return;
    }
    const record = recordOf(game, await loadLog(db, game.id, 0));
    let review;
    try {
      review = await reviewOnThreads(record, options.settings, 1, undefined, {
        beforeJob: options.computerIdle,
        signal: stop.signal,
        niceness: options.niceness,
      });
    } catch (error) {
      if (stop.signal.aborted) return; // stopped or taken over: the claim's holder goes on
      const message = error instanceof Error ? error.message : String(error);
      if (claimed.attempts >= REVIEW_ATTEMPTS) await failReview(db, claimed, processId, message);
      else await retryLater(db, claimed, processId, { error: message, afterSeconds: RETRY_SECONDS });
      throw error;
    }
    if (await keepReview(db, claimed, processId, review)) {
      options.onDone(claimed.gameId, performance.now() - started);
    }
  } finally {
    await renewal.close();
  }
}

export async function startReviewKeeper(db: Database, options: ReviewKeeperOptions): Promise<ReviewKeeper> {
  const { processId, claimMs } = options;
  const key = settingsKey(options.settings);
  // An object, so that the loop sees what a wake or a close changed while it awaited.
  const state = { again: false, closed: false, working: null as Promise<void> | null };
  let stopCurrent: AbortController | null = null;
  /** A function, so that checks after an await are not narrowed away by the compiler. */
  const isClosed = () => state.closed;
  const wokenMeanwhile = () => state.again && !state.closed;

  const compute = async (claimed: ClaimedReview) => {
    if (claimed.key !== key) {
      await failReview(db, claimed, processId, `this server computes reviews with the settings ${key} only`);
      return;
    }
    const stop = new AbortController();
    stopCurrent = stop;
    try {
      await computeClaimed(db, options, claimed, stop);
    } finally {
      stopCurrent = null;
    }
  };

  const work = async () => {
    do {
      state.again = false;
      while (!isClosed()) {
        const claimed = await claimReview(db, processId, claimMs);
        if (claimed === null) break;
        await compute(claimed).catch((error: unknown) => {
          options.onError(error, claimed.gameId);
        });
      }
    } while (wokenMeanwhile());
  };

  const wake = () => {
    if (state.closed) return;
    if (state.working) {
      state.again = true;
      return;
    }
    state.working = work()
      .catch((error: unknown) => {
        options.onError(error, null);
      })
      .finally(() => {
        state.working = null;
      });
  };

  const stopListening = await db.listen(REVIEW_CHANNEL, wake, wake);
  // Also the reviews whose process died: their claims run out, and the next look takes them.
  const looks = startPeriodicJob({
    everyMs: options.renewMs,
    work: () => {
      wake();
      return Promise.resolve();
    },
    onError: (error) => {
      options.onError(error, null);
    },
  });
  wake();
  return {
    wake,
    close: async () => {
      state.closed = true;
      await looks.close();
      await stopListening();
      stopCurrent?.abort('the server stops');
      await state.working;
      await releaseClaims(db, processId);
    },
  };
}

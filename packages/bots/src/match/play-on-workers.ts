/**
 * A match's games played on its workers: each worker, once ready, is handed the next game not yet played, and
 * another after each result, until every game is played. A worker's failure, a fatal error it reports, or the
 * match's signal ends it with a MatchError instead.
 */
import type { Worker } from 'node:worker_threads';
import { MatchError } from './match-error.js';
import type { MatchGame } from './stats.js';
import type { FromWorker, ToWorker } from './worker-messages.js';

export function playOnWorkers(
  workers: readonly Worker[],
  {
    games,
    played,
    signal,
    onResult,
  }: {
    readonly games: number;
    /** The games played so far (the journal's first, which are not handed out again); `onResult` adds to them. */
    readonly played: readonly MatchGame[];
    readonly signal: AbortSignal | undefined;
    /** Takes each game played, and adds it to `played`. */
    readonly onResult: (game: MatchGame) => void;
  },
): Promise<void> {
  const done = new Set(played.map((game) => game.index));
  let next = 0;
  return new Promise<void>((resolve, reject) => {
    let finished = false;
    const fail = (message: string) => {
      if (finished) return;
      finished = true;
      reject(new MatchError(message));
    };
    const interrupted = () => {
      fail(`the match was interrupted after ${played.length} of ${games} games`);
    };
    if (played.length === games) {
      finished = true;
      resolve();
    }
    if (signal?.aborted) interrupted();
    signal?.addEventListener('abort', interrupted, { once: true });
    const hand = (worker: Worker) => {
      while (done.has(next)) next++;
      if (next < games) {
        const message: ToWorker = { type: 'play', index: next++ };
        worker.postMessage(message);
      }
    };
    for (const worker of workers) {
      worker.on('error', (error) => {
        fail(`a match worker failed: ${error.message}`);
      });
      worker.on('message', (message: FromWorker) => {
        if (finished) return;
        switch (message.type) {
          case 'ready':
            hand(worker);
            return;
          case 'fatal':
            fail(message.message);
            return;
          case 'result': {
            const { index, deal, aPlayer, result } = message;
            onResult({ index, deal, aPlayer, result });
            if (played.length === games) {
              finished = true;
              resolve();
            } else hand(worker);
          }
        }
      });
    }
  });
}

/**
 * Applies vacations as they start (vacations.ts): by the process that holds the clock lease, at the clock
 * sweep's pace, so that a turn running at a vacation's start has its deadline moved on before it could be
 * swept. Correct in any number of processes at once (the statement takes each vacation once); the lease only
 * saves the others the query.
 */
import type { Database } from '../db/database.js';
import { applyStartedVacations } from './vacations.js';

export function startVacationStarts(
  db: Database,
  options: {
    readonly everyMs: number;
    readonly isMine: () => boolean;
    readonly onError: (error: unknown) => void;
  },
): { close(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || !options.isMine()) return;
    running = applyStartedVacations(db)
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.everyMs);
  timer.unref();
  return {
    close: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

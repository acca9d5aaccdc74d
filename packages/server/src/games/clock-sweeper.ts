/**
 * Ends games whose person to move ran out of time. Clocks live in the database as deadlines, so the sweep
 * needs no memory: any process may run it, after a restart it finds what came due meanwhile, and two processes
 * cannot both end one game (the update is versioned and rechecks the deadline).
 */
import type { Database } from '../db/database.js';
import { overdueGames, timeOut } from './end-game.js';

export interface ClockSweeper {
  /** One sweep now; resolves with the number of games it ended. */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function startClockSweeper(
  db: Database,
  options: { readonly everyMs: number; readonly onError: (error: unknown) => void },
): ClockSweeper {
  let running: Promise<number> | null = null;
  const sweep = () => {
    running ??= (async () => {
      let ended = 0;
      for (const game of await overdueGames(db, 100)) {
        if (await timeOut(db, game.id, game.version)) ended++;
      }
      return ended;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    sweep().catch(options.onError);
  }, options.everyMs);
  timer.unref();
  return {
    sweep,
    close: async () => {
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

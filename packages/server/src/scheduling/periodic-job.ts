/**
 * The one way the server runs work in the background every so often: a timer that never overlaps a run with the
 * one before (a tick while one is under way does nothing), never keeps the process alive by itself, reports each
 * run's result or failure, and whose `close` waits for the run under way. Work that one process at a time should
 * do (the clock sweep, say) is gated by a lease: it runs only while `isMine` says so, asked every `checkMs`, so
 * that a process taking the lease over starts at once and not an `everyMs` later.
 */
export interface PeriodicJob<T> {
  /** Runs the work now, or joins the run under way; resolves with its result. */
  readonly run: () => Promise<T>;
  /** Stops the ticks; resolves once the run under way, if any, is done (its failure is reported, not thrown). */
  readonly close: () => Promise<void>;
}

export interface PeriodicJobOptions<T> {
  /** How often the work runs. */
  readonly everyMs: number;
  readonly work: () => Promise<T>;
  /** For work that one process at a time does: whether this process holds the lease now. */
  readonly isMine?: () => boolean;
  /** How often a lease-gated job asks `isMine` (by default `everyMs`). */
  readonly checkMs?: number;
  readonly onDone?: (result: T) => void;
  readonly onError: (error: unknown) => void;
}

export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  /** When the last run began by a tick; null until the job first may run (and again when its lease was lost). */
  let startedAt: number | null = null;
  const run = (): Promise<T> => {
    running ??= options.work().finally(() => {
      running = null;
    });
    return running;
  };
  const tickMs = Math.min(options.checkMs ?? options.everyMs, options.everyMs);
  const tick = () => {
    if (options.isMine && !options.isMine()) {
      startedAt = null;
      return;
    }
    const now = performance.now();
    // Half a tick's slack: a timer fires a little early or late, and a run due at this tick must not wait a tick.
    if (running || (startedAt !== null && now - startedAt < options.everyMs - tickMs / 2)) return;
    startedAt = now;
    run().then((result) => options.onDone?.(result), options.onError);
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    run,
    close: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

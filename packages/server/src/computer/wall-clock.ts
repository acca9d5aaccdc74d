/**
 * The clock that computer deadlines are set and read on. Worker threads each have their own
 * `performance.now()` origin, so a deadline crosses threads as milliseconds since the epoch: the thread's
 * origin plus its monotonic time.
 */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

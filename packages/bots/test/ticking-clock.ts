/** A clock that moves one millisecond each time it is read: time passes with a search's own work. */
export function tickingClock(): () => number {
  let now = 0;
  return () => ++now;
}

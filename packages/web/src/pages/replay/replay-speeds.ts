/** The replay's paces when it plays by itself: the pause before each moment (ms), the middle one to start. */
export const SPEEDS = [2000, 1000, 500] as const;

export const FIRST_SPEED: (typeof SPEEDS)[number] = SPEEDS[1];

/** The turn times a player may choose (written for people by `i18n/time-words.ts`). */
import { CORRESPONDENCE_DAYS, DAY_SECONDS, DEFAULT_TURN_SECONDS } from '@katz/protocol';

/** Live games, from a quick game to one of five minutes a turn. */
export const LIVE_TURN_TIMES = [30, 60, 120, 300] as const;

/** Correspondence games: the protocol's days per turn (`isCorrespondence`). */
export const CORRESPONDENCE_TURN_TIMES = CORRESPONDENCE_DAYS.map((days) => days * DAY_SECONDS);

export const TURN_TIMES = [...LIVE_TURN_TIMES, ...CORRESPONDENCE_TURN_TIMES] as const;

/** Against the computer and between friends, the protocol's default. */
export { DEFAULT_TURN_SECONDS };

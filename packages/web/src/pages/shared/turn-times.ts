/** The turn times a player may choose, and how a time is written for people. */
import { CORRESPONDENCE_DAYS, DAY_SECONDS, DEFAULT_TURN_SECONDS } from '@katz/protocol';
import type { TFunction } from 'i18next';

/** Live games, from a quick game to one of five minutes a turn. */
export const LIVE_TURN_TIMES = [30, 60, 120, 300] as const;

/** Correspondence games: the protocol's days per turn (`isCorrespondence`). */
export const CORRESPONDENCE_TURN_TIMES = CORRESPONDENCE_DAYS.map((days) => days * DAY_SECONDS);

export const TURN_TIMES = [...LIVE_TURN_TIMES, ...CORRESPONDENCE_TURN_TIMES] as const;

/** Against the computer and between friends, the protocol's default. */
export { DEFAULT_TURN_SECONDS };

/** A turn time in words: "30 seconds", "2 minutes", "1 day". */
export function turnTimeText(t: TFunction<'pages'>, seconds: number): string {
  if (seconds % DAY_SECONDS === 0) return t('time.days', { count: seconds / DAY_SECONDS });
  if (seconds % 3_600 === 0) return t('time.hours', { count: seconds / 3_600 });
  if (seconds % 60 === 0) return t('time.minutes', { count: seconds / 60 });
  return t('time.seconds', { count: seconds });
}

/** Time left on a clock: "0:42", "4:05", "3 h 20 min", "2 d 4 h". */
export function timeLeftText(t: TFunction<'pages'>, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 3_600) {
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  const hours = Math.floor(seconds / 3_600);
  if (hours < 24) return t('time.hoursMinutes', { hours, minutes: Math.floor((seconds % 3_600) / 60) });
  return t('time.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}

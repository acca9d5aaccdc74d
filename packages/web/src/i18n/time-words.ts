/**
 * Every span of time the app writes for people, in the common words (`time`, shipped with the app): a turn's
 * time ("2 minutes", "1 day"), the time left on a clock ("0:42", "3 h 20 min", "2 d 4 h"), and how long a
 * refusal asks the player to wait ("1 hour and 5 minutes"). One home, so a clock on the table and a game on the
 * home page say the same; words, not the browser's `Intl` unit formats, since the first of those in a page
 * costs 20 to 50 ms (its number data loads) before the table's first frame.
 */
import { DAY_SECONDS } from '@katz/protocol';
import i18next from 'i18next';

/** The common words in the page's current language (read at each call, so a language switch applies). */
const words = () => i18next.getFixedT(null, 'common');

/** A span in its largest whole unit: "30 seconds", "2 minutes", "1 day" (a turn time, the replay's pace). */
export function durationText(seconds: number): string {
  const t = words();
  if (seconds % DAY_SECONDS === 0) return t('time.days', { count: seconds / DAY_SECONDS });
  if (seconds % 3_600 === 0) return t('time.hours', { count: seconds / 3_600 });
  if (seconds % 60 === 0) return t('time.minutes', { count: seconds / 60 });
  return t('time.seconds', { count: seconds });
}

/** "2 minutes per turn". */
export const perTurnText = (seconds: number): string =>
  words()('time.perTurn', { time: durationText(seconds) });

/** Time left on a clock: "0:42", "4:05", "3 h 20 min", "2 d 4 h". */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 3_600) return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const t = words();
  const hours = Math.floor(seconds / 3_600);
  if (hours < 24) return t('time.hoursMinutes', { hours, minutes: Math.floor((seconds % 3_600) / 60) });
  return t('time.daysHours', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** How long to wait, from a server's `Retry-After` seconds: "11 minutes", "1 hour and 5 minutes". */
export function waitText(seconds: number): string {
  const t = words();
  if (seconds < 60) return t('time.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('time.minutes', { count: minutes });
  const hours = t('time.hours', { count: Math.floor(minutes / 60) });
  const rest = minutes % 60;
  return rest === 0 ? hours : t('time.both', { hours, minutes: t('time.minutes', { count: rest }) });
}

/**
 * How long to wait, in words ("11 minutes", "1 hour and 5 minutes"), from a server's `Retry-After` seconds, in
 * the app's common words: a refusal that asks the player to wait says for how long.
 */
import type { TFunction } from 'i18next';

export function waitWords(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('wait.seconds', { count: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('wait.minutes', { count: minutes });
  const hours = t('wait.hours', { count: Math.floor(minutes / 60) });
  const rest = minutes % 60;
  return rest === 0 ? hours : t('wait.both', { hours, minutes: t('wait.minutes', { count: rest }) });
}

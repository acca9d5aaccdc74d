/** A failed call in the player's language: the codes a player can meet get their own words. */
import type { TFunction } from 'i18next';
import type { CallError } from '../../server/api-client.js';

const EXPLAINED = new Set([
  'network',
  'throttled',
  'game-not-found',
  'challenge-not-found',
  'challenge-closed',
  'own-challenge',
  'not-seated',
  'game-over',
  'game-running',
  'not-your-turn',
  'stale-version',
]);

export function errorText(t: TFunction<'pages'>, error: Pick<CallError, 'code' | 'message'>): string {
  return EXPLAINED.has(error.code)
    ? t(`errors.${error.code}`)
    : t('errors.other', { message: error.message });
}

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
  'name-taken',
]);

/** Codes explained in the `ratings` words (rated games and rematches). */
const EXPLAINED_IN_RATINGS = new Set(['account-required', 'rematch-unavailable']);

export function errorText(t: TFunction<'pages'>, error: Pick<CallError, 'code' | 'message'>): string {
  if (EXPLAINED_IN_RATINGS.has(error.code)) return t(`errors.${error.code}`, { ns: 'ratings' });
  return EXPLAINED.has(error.code)
    ? t(`errors.${error.code}`)
    : t('errors.other', { message: error.message });
}

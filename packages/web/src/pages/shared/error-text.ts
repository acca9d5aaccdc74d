/** A failed call in the player's language: the codes a player can meet get their own words. */
import type { TFunction } from 'i18next';
import { waitText } from '../../i18n/time-words.js';
import type { CallError } from '../../connection/api-client.js';

/** The codes with words of their own (`errors.<code>`; a code without them does not compile). */
const EXPLAINED = [
  'network',
  'throttled',
  'game-not-found',
  'challenge-not-found',
  'challenge-closed',
  'too-many-challenges',
  'too-many-lobby-challenges',
  'too-many-games',
  'own-challenge',
  'not-seated',
  'game-over',
  'game-running',
  'not-your-turn',
  'stale-version',
  'name-taken',
  'tournament-not-found',
  'tournament-started',
  'tournament-full',
  'already-joined',
  'not-joined',
  'not-creator',
  'too-many-tournaments',
  'game-sealed',
] as const;

/** Codes explained in the `ratings` words (rated games and rematches). */
const EXPLAINED_IN_RATINGS = ['account-required', 'rematch-unavailable'] as const;

const isOneOf = <Code extends string>(codes: readonly Code[], code: string): code is Code =>
  (codes as readonly string[]).includes(code);

export function errorText(
  t: TFunction<'pages'>,
  error: Pick<CallError, 'code' | 'message'> & { readonly retryAfterSeconds?: number },
): string {
  const { code } = error;
  // Asked to wait: for how long, in words (the server's Retry-After), not "a moment" for eleven minutes.
  if (code === 'throttled' && error.retryAfterSeconds !== undefined) {
    return t('errors.throttledWait', {
      wait: waitText(error.retryAfterSeconds),
    });
  }
  if (isOneOf(EXPLAINED_IN_RATINGS, code)) return t(`errors.${code}`, { ns: 'ratings' });
  return isOneOf(EXPLAINED, code) ? t(`errors.${code}`) : t('errors.other', { message: error.message });
}

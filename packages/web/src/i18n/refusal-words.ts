/**
 * Every refusal in the player's words, from one table (the `refusals` words, which ship with the app): an API
 * error by its code and details, and a play the table refuses before sending it. The table, the pages and the
 * account forms all say a refusal through here, so one code has one wording wherever it is met.
 *
 * Each function takes the `t` of the caller's own namespace and asks it in `refusals`, so that no place needs a
 * second translator for its refusals.
 */
import type { RefusalCode } from '@katz/engine';
import type { ErrorCode } from '@katz/protocol';
import type { Namespace, TFunction } from 'i18next';
import { waitText } from './time-words.js';

/**
 * The codes with words of their own (`refusals:<code>`): a code here without words, or that the API does not have,
 * does not compile. `network` is the client's own: no answer came.
 */
const EXPLAINED = [
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
  'too-many-challenges',
  'too-many-lobby-challenges',
  'too-many-games',
  'tournament-not-found',
  'tournament-started',
  'tournament-full',
  'already-joined',
  'not-joined',
  'not-creator',
  'too-many-tournaments',
  'game-sealed',
  'account-required',
  'rematch-unavailable',
  'registered-only',
  'yourself',
  'not-available',
  'too-many-follows',
  'too-many-blocks',
  'username-taken',
  'wrong-name-or-password',
  'wrong-recovery-code',
  'weak-password',
  'already-registered',
] as const satisfies readonly (ErrorCode | 'network')[];

const isExplained = (code: string): code is (typeof EXPLAINED)[number] =>
  (EXPLAINED as readonly string[]).includes(code);

/** A refusal: the API's, or the client's own (`network`, `mismatch`), with the details that change its words. */
export interface Refused {
  readonly code: string;
  readonly message: string;
  /** For `illegal-action`: the engine's reason. */
  readonly refusal?: RefusalCode | undefined;
  /** For `throttled`: how long the server asks to wait (its `Retry-After`). */
  readonly retryAfterSeconds?: number | undefined;
}

/**
 * Where the refusal is said. On the account forms a wait follows failed attempts at a name or password, and its
 * words say so; everywhere else it follows too many requests.
 */
export interface RefusalPlace {
  readonly place?: 'account';
}

/** A refused call in words: the code's own words, else the server's message. */
export function refusalText<N extends Namespace>(
  t: TFunction<N>,
  error: Refused,
  { place }: RefusalPlace = {},
): string {
  const { code } = error;
  if (code === 'throttled') {
    // Asked to wait: for how long, in words (the server's Retry-After), not "a moment" for eleven minutes.
    const wait = error.retryAfterSeconds === undefined ? null : waitText(error.retryAfterSeconds);
    if (place === 'account') {
      return wait === null
        ? t('account.throttled', { ns: 'refusals' })
        : t('account.throttledWait', { ns: 'refusals', wait });
    }
    if (wait !== null) return t('throttledWait', { ns: 'refusals', wait });
  }
  // The engine's reason, without the card and pile it concerns: the answer names the action only by its index.
  if (error.refusal !== undefined) return playRefusalText(t, error.refusal, { card: '', needs: '' });
  if (isExplained(code)) return t(code, { ns: 'refusals' });
  return t('other', { ns: 'refusals', message: error.message });
}

/** Why the table does not take a play: the engine's reasons, a card that may only be discarded, or not now. */
export type PlayRefusal = RefusalCode | 'only-hand-to-discard' | 'not-your-turn' | 'still-showing';

/** A play the table refuses, in words: `card` names the card, `needs` what the pile takes next. */
export function playRefusalText<N extends Namespace>(
  t: TFunction<N>,
  reason: PlayRefusal,
  words: { readonly card: string; readonly needs: string },
): string {
  return t(reason, { ns: 'refusals', ...words });
}

/** A refused account request in the player's words, and the field it concerns (null: the whole form). */
import type { TFunction } from 'i18next';
import { waitText } from '../../i18n/time-words.js';
import type { CallError } from '../../connection/api-client.js';

/** The codes with words of their own (`errors.<code>`; a code without them does not compile). */
const EXPLAINED = [
  'network',
  'throttled',
  'username-taken',
  'wrong-name-or-password',
  'wrong-recovery-code',
  'already-registered',
  'weak-password',
] as const;

const isExplained = (code: string): code is (typeof EXPLAINED)[number] =>
  (EXPLAINED as readonly string[]).includes(code);

export function accountErrorText(t: TFunction<'accounts'>, error: CallError): string {
  if (error.code === 'throttled' && 'retryAfterSeconds' in error) {
    return t('errors.throttledWait', {
      wait: waitText(error.retryAfterSeconds),
    });
  }
  return isExplained(error.code) ? t(`errors.${error.code}`) : t('errors.other', { message: error.message });
}

/** The field a refusal is about: `username-taken`, `weak-password` and the schema's faults name one. */
export function fieldOf(error: CallError): string | null {
  if (error.code === 'username-taken') return 'username';
  if (
    (error.code === 'invalid-input' || error.code === 'weak-password') &&
    'path' in error &&
    typeof error.path === 'string'
  ) {
    return error.path.replace(/^body\./, '');
  }
  return null;
}

/** Which field of an account form a refusal concerns; its words are `refusalText`'s (`i18n/refusal-words.ts`). */
import type { CallError } from '../../connection/api-client.js';

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

/**
 * Passwords refused however long they are, because they are guessed first (ASVS 2.1.7): the 49,000 most common
 * passwords of the zxcvbn-ts project's list (in any case), a password of one character repeated (eight
 * spaces), and the user name itself. The list is read once, when the first password is checked.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export type WeakPassword = 'common' | 'one-character' | 'user-name';

let common: ReadonlySet<string> | null = null;

export function weakPassword(password: string, username: string): WeakPassword | null {
  const lower = password.toLowerCase();
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(lower) || common.has(lower.trim())) return 'common';
  if (new Set(password).size === 1) return 'one-character';
  if (lower === username.toLowerCase()) return 'user-name';
  return null;
}

export const WEAK_PASSWORD_MESSAGES: Readonly<Record<WeakPassword, string>> = {
  common: 'this password is among the most common ones, which are guessed first: choose another',
  'one-character': 'a password of one character repeated is guessed at once: choose another',
  'user-name': 'a password that is the user name is guessed first: choose another',
};

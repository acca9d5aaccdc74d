/**
 * The protocol's rules for user names and passwords, checked in the page before sending, so a player learns at
 * once what to change; each fault is a key of the `accounts` words.
 */
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_CHARACTERS, USERNAME_MAX, USERNAME_MIN } from '@katz/protocol';

export type RuleFault = 'required' | 'usernameLength' | 'usernameCharacters' | 'passwordLength';

export const LIMITS = {
  usernameMin: USERNAME_MIN,
  usernameMax: USERNAME_MAX,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
};

export function usernameFault(name: string): RuleFault | null {
  if (name === '') return 'required';
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return 'usernameLength';
  return USERNAME_CHARACTERS.test(name) ? null : 'usernameCharacters';
}

export function newPasswordFault(password: string): RuleFault | null {
  if (password === '') return 'required';
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX ? 'passwordLength' : null;
}

export const requiredFault = (value: string): RuleFault | null => (value === '' ? 'required' : null);

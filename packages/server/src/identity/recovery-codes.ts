/**
 * Recovery codes: the way back in without e-mail. 100 random bits as 20 characters of Crockford's base32 in
 * groups of four (`7K2Q-…`), easy to write down and to type; stored as a SHA-256 only (a random code of that
 * length needs no slow hash), shown to the player once.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from './tokens.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 20;

export function newRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % 32] ?? '0').join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** The code as typed, made comparable: case, spaces and dashes do not matter, nor O for 0 or I and L for 1. */
const normalize = (typed: string): string =>
  typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');

export const recoveryCodeHash = (code: string): string => sha256Hex(normalize(code));

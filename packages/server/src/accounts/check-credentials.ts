/**
 * Checking a user name and password at login. Whatever is wrong (an unknown name, a wrong password), the
 * answer is the same null, after the same scrypt work, and the failure is counted for the throttle. A right
 * password hashed with other parameters than the configured ones is hashed again now, while it is known.
 */
import type { Queryable } from '../db/database.js';
import { findAccount, replacePasswordHash } from '../identity/accounts.js';
import { checkPassword, decoyHash, hashPassword, type ScryptParams } from '../identity/passwords.js';
import type { Player } from '../identity/players.js';
import type { LoginThrottle } from './login-throttle.js';

export async function checkCredentials(
  deps: { readonly db: Queryable; readonly scrypt: ScryptParams; readonly throttle: LoginThrottle },
  given: { readonly username: string; readonly password: string; readonly address: string },
): Promise<Player | null> {
  const { db, scrypt, throttle } = deps;
  const account = await findAccount(db, given.username);
  const stored = account?.passwordHash ?? (await decoyHash(scrypt));
  const check = await checkPassword(given.password, stored, scrypt);
  if (!account || check === 'wrong') {
    await throttle.failed(given.username, given.address);
    return null;
  }
  await throttle.succeeded(given.username);
  if (check === 'stale') {
    const rehashed = await hashPassword(given.password, scrypt);
    await replacePasswordHash(db, account.player.id, account.passwordHash, rehashed);
  }
  return account.player;
}

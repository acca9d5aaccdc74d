/**
 * Checking a user name and password at login. Whatever is wrong (an unknown name, a wrong password), the
 * answer is the same null, after the same scrypt work; the attempt's place in the throttle then stays taken
 * (login-throttle.ts). A right password hashed with other parameters than the configured ones is hashed again
 * now, while it is known.
 */
import type { Queryable } from '../db/database.js';
import { findAccount, replacePasswordHash } from '../identity/accounts.js';
import { checkPassword, decoyHash, hashPassword, type ScryptParams } from '../identity/passwords.js';
import type { Player } from '../identity/players.js';
import type { LoginAttempt } from './login-throttle.js';

export async function checkCredentials(
  deps: { readonly db: Queryable; readonly scrypt: ScryptParams },
  attempt: LoginAttempt,
  given: { readonly username: string; readonly password: string },
): Promise<Player | null> {
  const { db, scrypt } = deps;
  const account = await findAccount(db, given.username);
  const stored = account?.passwordHash ?? (await decoyHash(scrypt));
  const check = await checkPassword(given.password, stored, scrypt);
  if (!account || check === 'wrong') return null;
  await attempt.succeeded();
  if (check === 'stale') {
    const rehashed = await hashPassword(given.password, scrypt);
    await replacePasswordHash(db, account.player.id, account.passwordHash, rehashed);
  }
  return account.player;
}

/**
 * Recovery without e-mail: the user name and the recovery code set a new password. Every session of the
 * player ends, this device gets a new one, and the used code is replaced by a new one (each code works once).
 * A wrong name or code is one answer (null), and the attempt's place in the login throttle stays taken.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.js';
import { findAccount, resetCredentials } from '../identity/accounts.js';
import { hashPassword, type ScryptParams } from '../identity/passwords.js';
import type { Player } from '../identity/players.js';
import { newRecoveryCode, recoveryCodeHash } from '../identity/recovery-codes.js';
import { startSession } from '../identity/sessions.js';
import { endAllSessionsIn, endSessionIn } from './end-sessions.js';
import type { LoginAttempt } from './login-throttle.js';

export interface Recovered {
  readonly player: Player;
  readonly token: string;
  readonly recoveryCode: string;
}

export async function recover(
  deps: { readonly db: Database; readonly scrypt: ScryptParams },
  attempt: LoginAttempt,
  given: {
    readonly username: string;
    readonly recoveryCode: string;
    readonly newPassword: string;
    readonly currentToken: string | undefined;
  },
): Promise<Recovered | null> {
  const { db, scrypt } = deps;
  const account = await findAccount(db, given.username);
  const usedHash = recoveryCodeHash(given.recoveryCode);
  if (!account || !sameHash(usedHash, account.recoveryHash)) return null;
  await attempt.succeeded();
  const passwordHash = await hashPassword(given.newPassword, scrypt);
  const recoveryCode = newRecoveryCode();
  const { player } = account;
  return db.transaction(async (tx) => {
    const reset = await resetCredentials(tx, player.id, {
      usedRecoveryHash: usedHash,
      passwordHash,
      recoveryHash: recoveryCodeHash(recoveryCode),
    });
    if (!reset) return null; // the same code used at the same moment elsewhere: it worked there
    await endAllSessionsIn(tx, player.id);
    if (given.currentToken !== undefined) await endSessionIn(tx, given.currentToken);
    return { player, token: await startSession(tx, player.id), recoveryCode };
  });
}

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

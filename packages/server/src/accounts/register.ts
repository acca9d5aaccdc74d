/**
 * Registering: the session's guest becomes a registered player under a user name (so its games stay its own),
 * with a password and a recovery code, and gets a new session token in place of the guest's.
 */
import type { Database } from '../db/database.js';
import { announce } from '../notices/announce.js';
import type { Notice } from '../notices/notice.js';
import { registerPlayer, type Registration } from '../identity/accounts.js';
import { lockNameKey, registeredNameLike, renameGuestsLike } from '../identity/name-keys.js';
import { hashPassword, type ScryptParams } from '../identity/passwords.js';
import type { Player } from '../identity/players.js';
import { newRecoveryCode, recoveryCodeHash } from '../identity/recovery-codes.js';
import { startSession } from '../identity/sessions.js';
import { endSessionIn } from './end-sessions.js';

export type Registered =
  | {
      readonly outcome: 'registered';
      readonly player: Player;
      readonly token: string;
      readonly recoveryCode: string;
    }
  | { readonly outcome: Exclude<Registration, 'registered'> };

export async function register(
  deps: { readonly db: Database; readonly scrypt: ScryptParams },
  guest: { readonly player: Player; readonly token: string | undefined },
  account: { readonly username: string; readonly password: string },
): Promise<Registered> {
  const { db, scrypt } = deps;
  if (guest.player.username !== null) return { outcome: 'already-registered' };
  // Spares the slow hash when the name is plainly taken; registerPlayer checks again, under the name's lock.
  if (await registeredNameLike(db, account.username)) return { outcome: 'taken' };
  const passwordHash = await hashPassword(account.password, scrypt);
  const recoveryCode = newRecoveryCode();
  return db.transaction(async (tx): Promise<Registered> => {
    await lockNameKey(tx, account.username);
    const outcome = await registerPlayer(tx, guest.player.id, {
      username: account.username,
      passwordHash,
      recoveryHash: recoveryCodeHash(recoveryCode),
    });
    if (outcome !== 'registered') return { outcome };
    // No guest keeps a name that looks like this one: each gets a made-up one.
    const renamed = await renameGuestsLike(tx, account.username);
    // Their games kept by any process show the old names: forgotten there, read again.
    await announce(
      tx,
      ...[guest.player.id, ...renamed].map((id): Notice => ({ kind: 'seatOf', player: id })),
    );
    if (guest.token !== undefined) await endSessionIn(tx, guest.token);
    const token = await startSession(tx, guest.player.id);
    const player = { id: guest.player.id, name: account.username, username: account.username };
    return { outcome, player, token, recoveryCode };
  });
}

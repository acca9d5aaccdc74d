/**
 * Password hashes carry their scrypt parameters; when the configured ones change, a player's hash is made
 * again with them at their next successful login (read here from the database the server left behind).
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { loadConfig } from '../src/config.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { checkPassword, hashPassword } from '../src/identity/passwords.js';
import { freshName, loggedIn, PASSWORD, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { scratchDatabase } from './support/databases.js';
import { startTestServer } from './support/test-server.js';

async function storedHash(dataDir: string, username: string): Promise<string> {
  const db = await openPgliteDatabase(dataDir);
  try {
    const found = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM players WHERE username = $1',
      [username],
    );
    return found.rows[0]?.password_hash ?? '';
  } finally {
    await db.close();
  }
}

describe('password hashes', () => {
  it('hash by default with scrypt at N = 2^17, r = 8, p = 1, in a form that names them', async () => {
    const loaded = loadConfig({});
    if (!loaded.ok) throw new Error(loaded.message);
    const { scrypt } = loaded.config.accounts;
    expect(scrypt).toEqual({ N: 131_072, r: 8, p: 1 });
    const hash = await hashPassword(PASSWORD, scrypt);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await checkPassword(PASSWORD, hash, scrypt)).toBe('right');
    expect(await checkPassword('correct horse battery.', hash, scrypt)).toBe('wrong');
    expect(await checkPassword(PASSWORD, hash, { ...scrypt, N: 1024 })).toBe('stale');
  }, 30_000);

  it('are made again with the configured parameters at the next login', async () => {
    const database = await scratchDatabase('pglite');
    try {
      const username = freshName();
      const cheap = await startTestServer('pglite', { PASSWORD_SCRYPT_N: '1024' }, { database });
      await registered(cheap.url, username);
      await cheap.close();
      const before = await storedHash(database.env.DATA_DIR, username);
      expect(before).toMatch(/^scrypt\$1024\$8\$1\$/);

      const dearer = await startTestServer(
        'pglite',
        { PASSWORD_SCRYPT_N: '2048', PASSWORD_SCRYPT_R: '4' },
        { database },
      );
      const wrong = await new Client(dearer.url).refused(ENDPOINTS.logIn, {
        body: { username, password: 'nope, no' },
      });
      expect(wrong.code).toBe('wrong-name-or-password');
      await dearer.close();
      expect(await storedHash(database.env.DATA_DIR, username)).toBe(before); // not on a failed login

      const again = await startTestServer(
        'pglite',
        { PASSWORD_SCRYPT_N: '2048', PASSWORD_SCRYPT_R: '4' },
        { database },
      );
      await loggedIn(again.url, username);
      await again.close();
      const after = await storedHash(database.env.DATA_DIR, username);
      expect(after).toMatch(/^scrypt\$2048\$4\$1\$/);

      const later = await startTestServer(
        'pglite',
        { PASSWORD_SCRYPT_N: '2048', PASSWORD_SCRYPT_R: '4' },
        { database },
      );
      await loggedIn(later.url, username); // the new hash is of the same password
      await later.close();
      expect(await storedHash(database.env.DATA_DIR, username)).toBe(after);
    } finally {
      await database.drop();
    }
  }, 60_000);
});

/**
 * Names nobody can borrow: a name that looks like a registered player's (the same key: look-alike letters, other
 * scripts, case, invisible characters) is theirs. A guest may not take it, nobody may register it, and a
 * registration gives a guest who held it a made-up name. And a name that reads as a web or mail address, which
 * the opponent's mails would turn into a link, is nobody's.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import type { Database } from '../src/db/database.js';
import { registerPlayer } from '../src/identity/accounts.js';
import { fillNameKeys, lockNameKey, renameGuestsLike } from '../src/identity/name-keys.js';
import { PASSWORD, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

/** A name with a capital I at its start, and digits only where no letter looks like them. */
const ivanName = () => `Ivan_${randomBytes(3).toString('hex').replace(/[01]/g, '7')}`;

/** Resolves once a session of this database waits for an advisory lock (a name key's). */
async function waitingForNameLock(db: Database): Promise<void> {
  for (;;) {
    const waiting = await db.query(
      `SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database
       WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
    );
    if (waiting.rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DATABASE_KINDS)('look-alike names $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  it.skipIf(skip)("refuses a guest a registered player's name in look-alike letters", async () => {
    const username = ivanName();
    await registered(server.url, username);
    const guest = new Client(server.url);
    const before = await guest.join();
    const lookAlikes = [
      username.replace('I', 'l'), // a small L for the capital I
      username.replace('a', '\u0430'), // a Cyrillic а
      username.replace('I', '\u0406'), // a Cyrillic І
      username.toUpperCase().replace('I', '1'),
    ];
    for (const name of lookAlikes) {
      const refused = await guest.refused(ENDPOINTS.renamePlayer, { body: { name } });
      expect(refused, name).toMatchObject({ status: 409, code: 'name-taken', path: 'body.name' });
    }
    expect(await guest.call(ENDPOINTS.getSession)).toEqual(before);
  });

  it.skipIf(skip)('refuses names that read as a web or mail address, and takes names with dots', async () => {
    const guest = new Client(server.url);
    const before = await guest.join();
    for (const name of [
      'www.evil.example/login',
      'WWW.katz-und-maus',
      'evil.com',
      'katz.de/login',
      'https://evil.example',
      'mailto:anna@mail.com',
      'anna@mail.com',
      'Play at x.io now',
    ]) {
      const refused = await guest.refused(ENDPOINTS.renamePlayer, { body: { name } });
      expect(refused, name).toMatchObject({ status: 400, code: 'invalid-input', path: 'body.name' });
      expect(refused.message, name).toMatch(/looks like a web or mail address/);
    }
    expect(await guest.call(ENDPOINTS.getSession)).toEqual(before);
    for (const name of ['Dr. Who', 'Anna.Maria', 'J.R.R. Tolkien', 'node.js']) {
      expect((await guest.call(ENDPOINTS.renamePlayer, { body: { name } })).name).toBe(name);
    }
    // A user name cannot hold a dot, an @ or a colon: no registration can be one either.
    for (const username of ['www.evil.com', 'anna@mail.com', 'http://x']) {
      const refused = await guest.refused(ENDPOINTS.register, { body: { username, password: PASSWORD } });
      expect(refused, username).toMatchObject({ status: 400, path: 'body.username' });
    }
  });

  it.skipIf(skip)('refuses to register a name that looks like a registered one', async () => {
    const username = ivanName();
    await registered(server.url, username);
    const other = new Client(server.url);
    await other.join();
    const refused = await other.refused(ENDPOINTS.register, {
      body: { username: username.replace('I', 'l'), password: PASSWORD },
    });
    expect(refused).toMatchObject({ status: 409, code: 'username-taken' });
  });

  it.skipIf(skip)('registers one of two look-alike names sent at the same moment', async () => {
    const username = ivanName();
    const names = [username, username.replace('I', 'l'), username.toLowerCase(), username.replace('I', '1')];
    const guests = await Promise.all(
      names.map(async () => {
        const client = new Client(server.url);
        await client.join();
        return client;
      }),
    );
    const answers = await Promise.all(
      guests.map((client, index) =>
        client.attempt(ENDPOINTS.register, { body: { username: names[index]!, password: PASSWORD } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
  });

  // Two transactions at once need a server's connections; PGlite has one, and runs transactions one by one.
  it.skipIf(skip || kind !== 'postgres')(
    'makes a guest taking a name wait for a registration of it under way, then refuses it',
    async () => {
      const name = ivanName();
      const guest = new Client(server.url);
      const before = await guest.join();
      const registrant = await new Client(server.url).join();
      let asked: Promise<{ status: number }> | undefined;
      await server.database.transaction(async (tx) => {
        // A registration under way, as accounts/register.ts makes it, not yet committed.
        await lockNameKey(tx, name);
        const account = { username: name, passwordHash: 'not a hash', recoveryHash: 'not a hash' };
        expect(await registerPlayer(tx, registrant.id, account)).toBe('registered');
        await renameGuestsLike(tx, name);
        asked = guest.attempt(ENDPOINTS.renamePlayer, { body: { name } });
        // The guest's rename waits for the name's lock (the database shows it waiting) instead of answering.
        const first = await Promise.race([
          asked.then(() => 'answered'),
          waitingForNameLock(server.database).then(() => 'waiting'),
        ]);
        expect(first).toBe('waiting');
      });
      expect((await asked)?.status).toBe(409);
      expect((await guest.call(ENDPOINTS.getSession)).name).toBe(before.name);
    },
  );

  it.skipIf(skip)('gives a guest who held a name a made-up one when someone registers it', async () => {
    const username = ivanName();
    const guest = new Client(server.url);
    await guest.join();
    const held = username.replace('I', 'l');
    expect((await guest.call(ENDPOINTS.renamePlayer, { body: { name: held } })).name).toBe(held);
    await registered(server.url, username);
    expect((await guest.call(ENDPOINTS.getSession)).name).toMatch(/^Guest \d{4}$/);
  });

  it.skipIf(skip)(
    'gives names from before keys their keys at start, and the guests holding one a new name',
    async () => {
      const username = ivanName();
      const { account } = await registered(server.url, username);
      const guest = new Client(server.url);
      const { id } = await guest.join();
      // As rows written before names had keys: none, and a guest under the registered name.
      await server.database.query('UPDATE players SET name_key = NULL WHERE id = ANY($1)', [
        [id, account.player.id],
      ]);
      await server.database.query('UPDATE players SET name = $2 WHERE id = $1', [
        id,
        username.replace('I', 'l'),
      ]);
      expect(await fillNameKeys(server.database)).toEqual([id]);
      expect((await guest.call(ENDPOINTS.getSession)).name).toMatch(/^Guest \d{4}$/);
      expect(await fillNameKeys(server.database)).toEqual([]);
    },
  );
});

/** Accounts through the real HTTP API, on each database: register, log in and out, recover, profiles. */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { freshName, loggedIn, PASSWORD, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { personGame } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

describe.each(DATABASE_KINDS)('accounts $title', ({ kind, skip }) => {
  // Every test here logs in from 127.0.0.1: the address's limit is the throttle test's business.
  const server = useTestServer({ kind, skip }, { LOGIN_FAILURES_PER_ADDRESS: '100000' });

  it.skipIf(skip)(
    'registers a guest under a name, with a new session cookie and a recovery code',
    async () => {
      const client = new Client(server.url);
      const guest = await client.join();
      expect(guest.username).toBeNull();
      const guestCookie = client.cookie;
      const username = freshName('Katze');
      const answer = await client.attempt(ENDPOINTS.register, { body: { username, password: PASSWORD } });
      expect(answer.status).toBe(201);
      if (!answer.result.ok) throw new Error(answer.result.error.message);
      expect(answer.result.value.player).toEqual({ id: guest.id, name: username, username });
      expect(answer.result.value.recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
      expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly/);
      expect(client.cookie).not.toBe(guestCookie);
      expect(await client.call(ENDPOINTS.getSession)).toEqual({ id: guest.id, name: username, username });

      const old = new Client(server.url);
      old.cookie = guestCookie;
      expect((await old.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
      expect(
        (await client.refused(ENDPOINTS.register, { body: { username: freshName(), password: PASSWORD } }))
          .code,
      ).toBe('already-registered');
    },
  );

  it.skipIf(skip)('refuses a taken name whatever its case, and names that break the rules', async () => {
    const username = freshName('Maus');
    await registered(server.url, username);
    const other = new Client(server.url);
    await other.join();
    const taken = await other.refused(ENDPOINTS.register, {
      body: { username: username.toUpperCase(), password: PASSWORD },
    });
    expect(taken).toMatchObject({ status: 409, code: 'username-taken', path: 'body.username' });
    for (const [name, password, path] of [
      ['ab', PASSWORD, 'body.username'],
      ['x'.repeat(25), PASSWORD, 'body.username'],
      ['has space', PASSWORD, 'body.username'],
      ['Grüße', PASSWORD, 'body.username'],
      [freshName(), 'short', 'body.password'],
      [freshName(), 'p'.repeat(257), 'body.password'],
    ] as const) {
      const refused = await other.refused(ENDPOINTS.register, { body: { username: name, password } });
      expect(refused, name).toMatchObject({ status: 400, code: 'invalid-input', path });
    }
    expect((await other.call(ENDPOINTS.getSession)).username).toBeNull(); // nothing changed
  });

  it.skipIf(skip)(
    "keeps a registered player's name theirs: no guest takes it, and they keep it",
    async () => {
      const username = freshName('Kater');
      const { client: account } = await registered(server.url, username);
      const guest = new Client(server.url);
      const before = await guest.join();
      for (const name of [username, username.toLowerCase(), ` ${username.toUpperCase()} `]) {
        const refused = await guest.refused(ENDPOINTS.renamePlayer, { body: { name } });
        expect(refused, name).toMatchObject({ status: 409, code: 'name-taken', path: 'body.name' });
      }
      expect(await guest.call(ENDPOINTS.getSession)).toEqual(before); // nothing changed
      expect((await guest.call(ENDPOINTS.renamePlayer, { body: { name: `${username}s Katze` } })).name).toBe(
        `${username}s Katze`,
      );
      const refused = await account.refused(ENDPOINTS.renamePlayer, { body: { name: 'Someone Else' } });
      expect(refused).toMatchObject({ status: 409, code: 'registered-name' });
      expect((await account.call(ENDPOINTS.getSession)).name).toBe(username);
    },
  );

  it.skipIf(skip)(
    'refuses passwords that are guessed first, naming the field, and changes nothing',
    async () => {
      const username = freshName('Maus');
      const guest = new Client(server.url);
      const before = await guest.join();
      for (const password of [
        'password',
        'PassWord',
        '12345678',
        '        ',
        'aaaaaaaa',
        'iloveyou',
        username,
      ]) {
        const refused = await guest.refused(ENDPOINTS.register, { body: { username, password } });
        expect(refused, password).toMatchObject({
          status: 400,
          code: 'weak-password',
          path: 'body.password',
        });
      }
      expect(await guest.call(ENDPOINTS.getSession)).toEqual(before);
      const { account } = await registered(server.url, username);
      const refused = await new Client(server.url).refused(ENDPOINTS.recover, {
        body: { username, recoveryCode: account.recoveryCode, newPassword: 'qwertyuiop' },
      });
      expect(refused).toMatchObject({ status: 400, code: 'weak-password', path: 'body.newPassword' });
      // The code was not used up: it still works with a good password.
      await new Client(server.url).call(ENDPOINTS.recover, {
        body: { username, recoveryCode: account.recoveryCode, newPassword: 'a cat on the windowsill' },
      });
    },
  );

  it.skipIf(skip)('logs in with the right password only, saying the same whatever was wrong', async () => {
    const username = freshName();
    const { account } = await registered(server.url, username);
    const device = new Client(server.url);
    for (const body of [
      { username, password: 'wrong password' },
      { username: freshName('nobody'), password: PASSWORD },
    ]) {
      const refused = await device.refused(ENDPOINTS.logIn, { body });
      expect(refused).toMatchObject({
        status: 401,
        code: 'wrong-name-or-password',
        message: 'wrong name or password',
      });
    }
    expect(device.cookie).toBeNull();
    const player = await device.call(ENDPOINTS.logIn, {
      body: { username: username.toUpperCase(), password: PASSWORD },
    });
    expect(player).toEqual(account.player);
    expect(await device.call(ENDPOINTS.getSession)).toEqual(account.player);
  });

  it.skipIf(skip)('rotates the session at login: the cookie from before stops working', async () => {
    const { account } = await registered(server.url);
    const username = account.player.username ?? '';
    const device = new Client(server.url);
    await device.join(); // a guest on this device first, as a browser would be
    const before = device.cookie;
    await device.call(ENDPOINTS.logIn, { body: { username, password: PASSWORD } });
    expect(device.cookie).not.toBe(before);
    const stale = new Client(server.url);
    stale.cookie = before;
    expect((await stale.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    const again = device.cookie;
    await device.call(ENDPOINTS.logIn, { body: { username, password: PASSWORD } });
    stale.cookie = again;
    expect((await stale.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    expect((await device.call(ENDPOINTS.getSession)).id).toBe(account.player.id);
  });

  it.skipIf(skip)('logs out one device, or every device from any one of them', async () => {
    const { client: first, account } = await registered(server.url);
    const username = account.player.username ?? '';
    const second = await loggedIn(server.url, username);
    const third = await loggedIn(server.url, username);

    const out = await first.attempt(ENDPOINTS.logOut);
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/katz_session=;/);
    expect((await first.refused(ENDPOINTS.getSession)).status).toBe(401);
    expect((await second.call(ENDPOINTS.getSession)).id).toBe(account.player.id);

    expect((await third.attempt(ENDPOINTS.logOutEverywhere)).status).toBe(204);
    expect((await second.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    expect((await third.refused(ENDPOINTS.getSession)).status).toBe(401);
    expect((await (await loggedIn(server.url, username)).call(ENDPOINTS.getSession)).id).toBe(
      account.player.id,
    );
  });

  it.skipIf(skip)('keeps a guest from logging out of its only session', async () => {
    const guest = new Client(server.url);
    const player = await guest.join();
    expect((await guest.refused(ENDPOINTS.logOut)).code).toBe('not-registered');
    expect((await guest.refused(ENDPOINTS.logOutEverywhere)).code).toBe('not-registered');
    expect(await guest.call(ENDPOINTS.getSession)).toEqual(player);
  });

  it.skipIf(skip)(
    'recovers with the code once: a new password, every session ended, a new code',
    async () => {
      const { client: first, account } = await registered(server.url);
      const username = account.player.username ?? '';
      const other = await loggedIn(server.url, username);
      const device = new Client(server.url);
      const wrong = await device.refused(ENDPOINTS.recover, {
        body: { username, recoveryCode: 'AAAA-AAAA-AAAA-AAAA-AAAA', newPassword: 'a new password' },
      });
      expect(wrong).toMatchObject({ status: 401, code: 'wrong-recovery-code' });

      // Typed in lower case without dashes: still the code.
      const typed = account.recoveryCode.replace(/-/g, '').toLowerCase();
      const recovered = await device.call(ENDPOINTS.recover, {
        body: { username, recoveryCode: typed, newPassword: 'a new password' },
      });
      expect(recovered.player).toEqual(account.player);
      expect(recovered.recoveryCode).not.toBe(account.recoveryCode);
      expect((await device.call(ENDPOINTS.getSession)).id).toBe(account.player.id);
      expect((await first.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
      expect((await other.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');

      const reused = await new Client(server.url).refused(ENDPOINTS.recover, {
        body: { username, recoveryCode: account.recoveryCode, newPassword: 'yet another one' },
      });
      expect(reused.code).toBe('wrong-recovery-code');
      expect(
        (await new Client(server.url).refused(ENDPOINTS.logIn, { body: { username, password: PASSWORD } }))
          .code,
      ).toBe('wrong-name-or-password');
      await loggedIn(server.url, username, 'a new password');
      await new Client(server.url).call(ENDPOINTS.recover, {
        body: { username, recoveryCode: recovered.recoveryCode, newPassword: 'the third one' },
      });
    },
  );

  it.skipIf(skip)("keeps a guest's games through registration, counted on the profile", async () => {
    const guest = new Client(server.url);
    await guest.join();
    const opponent = new Client(server.url);
    await opponent.join();
    // Won: the opponent resigns. Lost: the guest resigns against the computer. One more still running.
    const won = await personGame(guest, opponent);
    await opponent.call(ENDPOINTS.resign, { params: { id: won } });
    const computer = await guest.call(ENDPOINTS.startComputerGame, {
      body: { level: 'random', turnSeconds: 600 },
    });
    await guest.call(ENDPOINTS.resign, { params: { id: computer.id } });
    const running = await personGame(opponent, guest);

    const username = freshName('Profil');
    await guest.call(ENDPOINTS.register, { body: { username, password: PASSWORD } });
    const finished = await guest.call(ENDPOINTS.listGames, { query: { state: 'over' } });
    expect(finished.map((game) => game.id).sort()).toEqual([won, computer.id].sort());
    expect((await guest.game(running)).seat).toBe(1);

    const stranger = new Client(server.url); // no session: profiles are public
    const profile = await stranger.call(ENDPOINTS.getProfile, { params: { name: username.toLowerCase() } });
    expect(profile).toMatchObject({
      username,
      rating: null,
      games: { played: 2, won: 1, drawn: 0, lost: 1 },
    });
    expect(Date.parse(profile.registeredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(profile.recentGames.map((game) => [game.id, game.outcome, game.reason])).toEqual([
      [computer.id, 'lost', 'resigned'],
      [won, 'won', 'resigned'],
    ]);
    expect(profile.recentGames[0]?.opponent).toEqual({ kind: 'computer', level: 'random' });
    await stranger.call(ENDPOINTS.getReplay, { params: { id: won } }); // each links to its replay

    expect(
      (await stranger.refused(ENDPOINTS.getProfile, { params: { name: freshName('ghost') } })).code,
    ).toBe('player-not-found');
  });
});

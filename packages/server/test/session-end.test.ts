/**
 * A session that ends takes its live connections with it, on every process: after a logout, a logout
 * everywhere or a recovery, the sockets opened with the ended session close with 4401 (LIVE_CLOSE.sessionEnded),
 * and nothing more is answered on them. On PostgreSQL the socket and the logout are on two processes sharing
 * the database, so the ending travels as a notice; on PGlite (one process) through the same notices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, LIVE_CLOSE } from '@katz/protocol';
import { freshName, loggedIn, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import {
  DATABASE_KINDS,
  scratchDatabase,
  type DatabaseKind,
  type ScratchDatabase,
} from './support/databases.js';
import { personGame } from './support/play.js';
import { startServerOn, type TestServer } from './support/test-server.js';

/** Two processes on one database where the kind allows it; on PGlite one process, named twice. */
async function twoProcesses(kind: DatabaseKind): Promise<{
  readonly first: TestServer;
  readonly second: TestServer;
  close(): Promise<void>;
}> {
  const database: ScratchDatabase = await scratchDatabase(kind);
  const first = await startServerOn(database);
  const second = kind === 'postgres' ? await startServerOn(database) : first;
  return {
    first,
    second,
    close: async () => {
      if (second !== first) await second.close();
      await first.close();
      await database.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('a session that ends closes its live connections $title', ({ kind, skip }) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });
  const start = async () => {
    const processes = await twoProcesses(kind);
    closers.push(() => processes.close());
    return processes;
  };

  it.skipIf(skip)('on logout, the device that logged out', async () => {
    const { first, second } = await start();
    const { client } = await registered(first.url);
    const device = new Client(second.url);
    device.cookie = client.cookie;
    const socket = await device.live();
    await client.call(ENDPOINTS.logOut);
    expect(await socket.closing()).toBe(LIVE_CLOSE.sessionEnded);
  });

  it.skipIf(skip)('on logout everywhere, every other device, and only the player’s', async () => {
    const { first, second } = await start();
    const username = freshName();
    const { client: phone } = await registered(first.url, username);
    const laptop = await loggedIn(second.url, username);
    const laptopSocket = await laptop.live();
    const stranger = new Client(second.url);
    await stranger.join();
    const strangerSocket = await stranger.live();

    await phone.call(ENDPOINTS.logOutEverywhere);
    expect(await laptopSocket.closing()).toBe(LIVE_CLOSE.sessionEnded);
    // Another player's connection on the same process is untouched.
    strangerSocket.send({ type: 'ping', ref: 'still here' });
    expect((await strangerSocket.next('pong')).ref).toBe('still here');
  });

  it.skipIf(skip)('on recovery: the old device can no longer watch, see the hand or resign', async () => {
    const { first, second } = await start();
    const username = freshName();
    const { client: old, account } = await registered(second.url, username);
    const opponent = new Client(second.url);
    await opponent.join();
    const gameId = await personGame(old, opponent);
    const oldSocket = await old.live();
    oldSocket.send({ type: 'watch', gameId, ref: 'w' });
    const seen = await oldSocket.next('update');
    const handOf = (view: typeof seen.game) => view.view.players[view.seat ?? 0].hand;
    expect(handOf(seen.game)).toHaveLength(5);

    const recovering = new Client(first.url);
    await recovering.call(ENDPOINTS.recover, {
      body: { username, recoveryCode: account.recoveryCode, newPassword: 'another long password' },
    });
    expect(await oldSocket.closing()).toBe(LIVE_CLOSE.sessionEnded);
    // Nor through HTTP with the old cookie; the game runs on.
    expect((await old.attempt(ENDPOINTS.resign, { params: { id: gameId } })).status).toBe(401);
    expect((await opponent.game(gameId)).state).toBe('running');
    // The recovered device plays on.
    const socket = await recovering.live();
    socket.send({ type: 'watch', gameId, ref: 'w' });
    expect(handOf((await socket.next('update')).game)).toHaveLength(5);
  });

  it.skipIf(skip)('on a session that ends without a notice, the next watch shows nothing', async () => {
    const { first } = await start();
    const player = new Client(first.url);
    const me = await player.join();
    const opponent = new Client(first.url);
    await opponent.join();
    const gameId = await personGame(player, opponent);
    const socket = await player.live();
    // As an expiry does: the row goes, no notice is sent.
    await first.database.query('DELETE FROM sessions WHERE player_id = $1', [me.id]);
    socket.send({ type: 'watch', gameId, ref: 'w' });
    expect(await socket.closing()).toBe(LIVE_CLOSE.sessionEnded);
    await expect(socket.next('update')).rejects.toThrow(/socket closed \(4401/);
  });
});

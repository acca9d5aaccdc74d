/**
 * The housekeeper forgets what has ended: sessions past their lifetimes whose cookie never came back, the guests
 * they leave with nothing that names them, and outbox rows done more than `DONE_ROWS_KEPT_DAYS` ago; live
 * sessions, every other player, and rows still to send or lately done stay. Time is the database's: the test
 * moves stored times into the past, and the server sweeps every 50 ms.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { DONE_ROWS_KEPT_DAYS } from '../src/notifications/outbox-store.js';
import { registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

const HOUR = 3600;

describe.each(DATABASE_KINDS)('housekeeping $title', ({ kind, skip }) => {
  const server = useTestServer(
    { kind, skip },
    {
      SESSION_IDLE_SECONDS: String(2 * HOUR),
      SESSION_MAX_SECONDS: String(4 * HOUR),
      GUEST_IDLE_SECONDS: String(3 * HOUR),
      HOUSEKEEPING_MS: '50',
    },
  );

  const sessionsOf = async (playerId: string): Promise<number> => {
    const found = await server.database.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM sessions WHERE player_id = $1',
      [playerId],
    );
    return Number(found.rows[0]?.count);
  };
  const age = async (playerId: string, hours: { readonly used: number; readonly began: number }) => {
    await server.database.query(
      `UPDATE sessions SET last_used_at = now() - make_interval(secs => $2::float8 * 3600),
         created_at = now() - make_interval(secs => $3::float8 * 3600) WHERE player_id = $1`,
      [playerId, hours.used, hours.began],
    );
  };

  it.skipIf(skip)(
    'forgets the sessions past their lifetimes that never came back, and only those',
    async () => {
      const idle = await registered(server.url);
      const old = await registered(server.url);
      const kept = await registered(server.url);
      const idleGuest = new Client(server.url);
      const { id: idleGuestId } = await idleGuest.join();
      const oldGuest = new Client(server.url);
      const { id: oldGuestId } = await oldGuest.join();
      // Within their lifetimes: a registered player's used lately and begun 3.9 h ago, a guest's begun long ago.
      await age(kept.account.player.id, { used: 1.9, began: 3.9 });
      await age(oldGuestId, { used: 2.9, began: 1000 });
      // Past them: unused for longer than the idle time, begun longer ago than the limit, a guest unused.
      await age(idle.account.player.id, { used: 2.1, began: 2.1 });
      await age(old.account.player.id, { used: 0, began: 4.1 });
      await age(idleGuestId, { used: 3.1, began: 3.1 });

      await expect
        .poll(async () =>
          Promise.all([idle.account.player.id, old.account.player.id, idleGuestId].map(sessionsOf)),
        )
        .toEqual([0, 0, 0]);
      expect(await sessionsOf(kept.account.player.id)).toBe(1);
      expect(await sessionsOf(oldGuestId)).toBe(1);
      expect((await kept.client.call(ENDPOINTS.getSession)).id).toBe(kept.account.player.id);
      expect((await oldGuest.call(ENDPOINTS.getSession)).id).toBe(oldGuestId);
      expect((await idleGuest.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    },
  );

  it.skipIf(skip)(
    'forgets the guests left with no session and nothing that names them, and keeps every other player',
    async () => {
      const players = async (ids: readonly string[]): Promise<string[]> => {
        const found = await server.database.query<{ id: string }>(
          'SELECT id FROM players WHERE id = ANY($1::text[])',
          [ids],
        );
        return found.rows.map((row) => row.id).sort();
      };
      const { id: passerBy } = await new Client(server.url).join();
      // Each guest kept below is named by one thing only: its invitation, seat 1 of a game, seat 0 of a game.
      const inviter = new Client(server.url);
      const { id: invitingGuest } = await inviter.join();
      await inviter.call(ENDPOINTS.createChallenge, { body: { visibility: 'link', turnSeconds: 600 } });
      const host = new Client(server.url);
      await host.join();
      const invitation = await host.call(ENDPOINTS.createChallenge, {
        body: { visibility: 'link', turnSeconds: 600 },
      });
      const acceptor = new Client(server.url);
      const { id: seatedGuest } = await acceptor.join();
      await acceptor.call(ENDPOINTS.acceptChallenge, { params: { id: invitation.id } });
      const player = new Client(server.url);
      const { id: playedGuest } = await player.join();
      const computerGame = await player.call(ENDPOINTS.startComputerGame, {
        body: { level: 'random', turnSeconds: 600 },
      });
      await player.call(ENDPOINTS.resign, { params: { id: computerGame.id } });
      const stayingGuest = new Client(server.url);
      const { id: activeGuest } = await stayingGuest.join();
      const account = await registered(server.url);
      const registeredId = account.account.player.id;
      const aged = [passerBy, invitingGuest, seatedGuest, playedGuest];
      for (const id of aged) await age(id, { used: 3.1, began: 3.1 });
      await age(registeredId, { used: 2.1, began: 2.1 });

      await expect.poll(async () => players([passerBy])).toEqual([]);
      await expect
        .poll(async () => Promise.all([...aged, registeredId].map(sessionsOf)))
        .toEqual([0, 0, 0, 0, 0]);
      const kept = [invitingGuest, seatedGuest, playedGuest, activeGuest, registeredId];
      expect(await players(kept)).toEqual([...kept].sort());
      expect((await stayingGuest.call(ENDPOINTS.getSession)).id).toBe(activeGuest);
      const replay = await stayingGuest.call(ENDPOINTS.getReplay, { params: { id: computerGame.id } });
      expect(JSON.stringify(replay)).toContain(playedGuest);
    },
  );

  it.skipIf(skip)(
    'forgets outbox rows done long ago, and keeps those still to send or lately done',
    async () => {
      const { id } = await new Client(server.url).join();
      const put = async (state: string, doneDaysAgo: number | null): Promise<string> => {
        const row = await server.database.query<{ id: string }>(
          `INSERT INTO outbox (kind, channel, player_id, state, done_at, send_after)
         VALUES ('confirm', 'mail', $1, $2,
           CASE WHEN $3::float8 IS NULL THEN NULL ELSE now() - make_interval(days => $3::float8::int) END,
           now() + interval '1 day')
         RETURNING id::text AS id`,
          [id, state, doneDaysAgo],
        );
        return row.rows[0]?.id ?? '';
      };
      const gone = [
        await put('sent', DONE_ROWS_KEPT_DAYS + 1),
        await put('dropped', DONE_ROWS_KEPT_DAYS + 1),
        await put('failed', DONE_ROWS_KEPT_DAYS + 1),
      ];
      const stay = [
        await put('pending', null),
        await put('sent', DONE_ROWS_KEPT_DAYS - 1),
        await put('failed', DONE_ROWS_KEPT_DAYS - 1),
      ];
      const rows = async () => {
        const found = await server.database.query<{ id: string }>(
          'SELECT id::text AS id FROM outbox WHERE player_id = $1 ORDER BY id',
          [id],
        );
        return found.rows.map((row) => row.id);
      };
      await expect.poll(rows).toEqual(stay);
      expect(gone.every((row) => row !== '')).toBe(true);
    },
  );
});

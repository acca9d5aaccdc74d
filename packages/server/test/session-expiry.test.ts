/**
 * Sessions end by themselves: a registered player's after SESSION_IDLE_SECONDS unused or SESSION_MAX_SECONDS
 * after it began, however much it is used; a guest's only after GUEST_IDLE_SECONDS unused. Time is the
 * database's: the test moves a session's stored times into the past instead of waiting for the clock.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { loggedIn, registered } from './support/accounts.js';
import { Client } from './support/client.js';
import { DATABASE_KINDS } from './support/databases.js';
import { useTestServer } from './support/use-test-server.js';

const HOUR = 3600;

describe.each(DATABASE_KINDS)('session expiry $title', ({ kind, skip }) => {
  const server = useTestServer(
    { kind, skip },
    {
      SESSION_IDLE_SECONDS: String(2 * HOUR),
      SESSION_MAX_SECONDS: String(4 * HOUR),
      GUEST_IDLE_SECONDS: String(3 * HOUR),
    },
  );

  /** Moves the player's sessions' times `hours` into the past (the last use, the start, or both). */
  const age = async (playerId: string, hours: { readonly used?: number; readonly began?: number }) => {
    await server.database.query(
      `UPDATE sessions SET last_used_at = now() - make_interval(secs => $2::float8 * 3600),
         created_at = now() - make_interval(secs => $3::float8 * 3600) WHERE player_id = $1`,
      [playerId, hours.used ?? 0, hours.began ?? hours.used ?? 0],
    );
  };
  const lastUsedHoursAgo = async (playerId: string): Promise<number> => {
    const found = await server.database.query<{ hours: number }>(
      `SELECT extract(epoch FROM now() - max(last_used_at)) / 3600 AS hours FROM sessions WHERE player_id = $1`,
      [playerId],
    );
    return Number(found.rows[0]?.hours);
  };

  it.skipIf(skip)("ends a registered player's session unused for longer than its idle time", async () => {
    const { client, account } = await registered(server.url);
    await age(account.player.id, { used: 1.9 });
    expect((await client.call(ENDPOINTS.getSession)).id).toBe(account.player.id);
    // The use was written down: the session is fresh again.
    expect(await lastUsedHoursAgo(account.player.id)).toBeLessThan(0.1);
    await age(account.player.id, { used: 2.1 });
    expect((await client.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
  });

  it.skipIf(skip)("ends a registered player's session at its limit, however much it is used", async () => {
    const { account } = await registered(server.url);
    const busy = await loggedIn(server.url, account.player.username ?? '');
    await age(account.player.id, { used: 0, began: 3.9 });
    expect((await busy.call(ENDPOINTS.getSession)).id).toBe(account.player.id);
    await age(account.player.id, { used: 0, began: 4.1 });
    expect((await busy.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
  });

  it.skipIf(skip)("ends a guest's session only when it is unused for its idle time", async () => {
    const guest = new Client(server.url);
    const { id } = await guest.join();
    // Begun long ago, used lately: a guest has no other way back, so it goes on.
    await age(id, { used: 2.9, began: 1000 });
    expect((await guest.call(ENDPOINTS.getSession)).username).toBeNull();
    await age(id, { used: 3.1 });
    expect((await guest.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
  });
});

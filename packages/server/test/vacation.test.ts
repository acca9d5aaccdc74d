/**
 * Vacations (docs/correspondence.md): a registered player's correspondence clocks stand still for whole days,
 * at most 14 a year. A turn running at a vacation's start keeps the time it had; a turn that begins during one
 * ends its time after it; ending one early gives back what was left; live games are not affected. The
 * opponent sees until when the clock is paused; no one else does, not even by the deadline of a game they
 * watch (a spectator of a correspondence game sees none).
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, VACATION_DAYS_PER_YEAR } from '@katz/protocol';
import { Client } from './support/client.js';
import {
  DAY_SECONDS,
  correspondenceGame,
  endTurn,
  registeredPlayer,
  toMove,
  type Correspondent,
} from './support/correspondents.js';
import { DATABASE_KINDS } from './support/databases.js';
import { eventually, personGame } from './support/play.js';
import { useTestServer } from './support/use-test-server.js';

const DAY_MS = DAY_SECONDS * 1000;

describe.each(DATABASE_KINDS)('vacations $title', ({ kind, skip }) => {
  const server = useTestServer({ kind, skip });

  const pair = async (): Promise<[Correspondent, Correspondent]> => [
    await registeredPlayer(server.url, 'anna'),
    await registeredPlayer(server.url, 'bert'),
  ];
  const deadlineOf = async (player: Correspondent, gameId: string) =>
    Date.parse((await player.client.game(gameId)).clock?.deadline ?? '');
  const pauseOf = async (player: Correspondent, gameId: string) =>
    (await player.client.call(ENDPOINTS.getGamePause, { params: { id: gameId } })).pausedUntil;

  it.skipIf(skip)(
    'pauses a running turn, shows the opponent until when, and gives the time back when ended early',
    async () => {
      const players = await pair();
      const gameId = await correspondenceGame(players);
      const mover = await toMove(players, gameId);
      const opponent = mover === players[0] ? players[1] : players[0];
      const before = await deadlineOf(opponent, gameId);
      expect(await pauseOf(opponent, gameId)).toBeNull();

      const settings = await mover.client.call(ENDPOINTS.planVacation, { body: { days: 3 } });
      expect(settings.vacation?.daysLeft).toBe(VACATION_DAYS_PER_YEAR - 3);
      const [vacation] = settings.vacation?.vacations ?? [];
      expect(Date.parse(vacation?.endsAt ?? '') - Date.parse(vacation?.startsAt ?? '')).toBe(3 * DAY_MS);
      // The turn keeps the time it had: its deadline moves on by the vacation's length.
      expect(await deadlineOf(opponent, gameId)).toBe(before + 3 * DAY_MS);
      expect(await pauseOf(opponent, gameId)).toBe(vacation?.endsAt);
      const stranger = new Client(server.url);
      await stranger.join();
      expect((await stranger.refused(ENDPOINTS.getGamePause, { params: { id: gameId } })).code).toBe(
        'not-seated',
      );
      // A spectator sees whose turn it is, and no deadline that would tell of the vacation.
      const watched = await stranger.game(gameId);
      expect(watched.toMove).toBe((await mover.client.game(gameId)).toMove);
      expect(watched.clock).toBeNull();
      expect(JSON.stringify(stranger.received)).not.toContain(new Date(before + 3 * DAY_MS).toISOString());

      // Ended early: the turn has lost exactly the time the vacation lasted.
      const ended = await mover.client.call(ENDPOINTS.endVacation, { params: { id: vacation?.id ?? '' } });
      expect(ended.vacation?.vacations).toEqual([]);
      const held = await server.database.query<{ starts_at: Date; ends_at: Date }>(
        'SELECT starts_at, ends_at FROM vacations WHERE id = $1',
        [vacation?.id],
      );
      const lasted = (held.rows[0]?.ends_at.getTime() ?? 0) - (held.rows[0]?.starts_at.getTime() ?? 0);
      // PostgreSQL keeps microseconds and a Date milliseconds: each of the four moments is cut to its
      // millisecond, so the sum may differ by one.
      expect(Math.abs((await deadlineOf(opponent, gameId)) - (before + lasted))).toBeLessThanOrEqual(1);
      expect(await pauseOf(opponent, gameId)).toBeNull();
    },
  );

  it.skipIf(skip)(
    'ends a turn begun during a vacation its time after it, and lets a vacation run out',
    async () => {
      const players = await pair();
      const gameId = await correspondenceGame(players, 2);
      const mover = await toMove(players, gameId);
      const opponent = mover === players[0] ? players[1] : players[0];
      const planned = await opponent.client.call(ENDPOINTS.planVacation, { body: { days: 2 } });
      const endsAt = Date.parse(planned.vacation?.vacations[0]?.endsAt ?? '');
      await endTurn(players, gameId);
      expect(await deadlineOf(mover, gameId)).toBe(endsAt + 2 * DAY_MS);
      expect(await pauseOf(mover, gameId)).toBe(new Date(endsAt).toISOString());

      // The vacation runs out (its days pass): the clock runs again, from the deadline it had.
      await server.database.query(
        `UPDATE vacations SET starts_at = now() - interval '3 days', ends_at = now() - interval '1 day'
         WHERE id = $1`,
        [planned.vacation?.vacations[0]?.id],
      );
      expect(await pauseOf(mover, gameId)).toBeNull();
      expect(await deadlineOf(mover, gameId)).toBe(endsAt + 2 * DAY_MS);
    },
  );

  it.skipIf(skip)('applies a vacation planned ahead when it starts, once', async () => {
    const players = await pair();
    const gameId = await correspondenceGame(players, 5);
    const mover = await toMove(players, gameId);
    const before = await deadlineOf(mover, gameId);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const planned = await mover.client.call(ENDPOINTS.planVacation, {
      body: { startsOn: tomorrow, days: 2 },
    });
    const vacation = planned.vacation?.vacations[0];
    expect(vacation?.startsAt).toBe(`${tomorrow}T00:00:00.000Z`);
    expect(await deadlineOf(mover, gameId)).toBe(before);
    // The day comes: the clock lease's holder applies it.
    await server.database.query(
      `UPDATE vacations SET starts_at = now(), ends_at = now() + interval '2 days' WHERE id = $1`,
      [vacation?.id],
    );
    const after = await eventually(async () => {
      const deadline = await deadlineOf(mover, gameId);
      return deadline !== before ? deadline : undefined;
    });
    expect(after).toBe(before + 2 * DAY_MS);
    const applied = await server.database.query('SELECT applied FROM vacations WHERE id = $1', [
      vacation?.id,
    ]);
    expect(applied.rows).toEqual([{ applied: true }]);
  });

  it.skipIf(skip)('leaves live games alone', async () => {
    const players = await pair();
    const gameId = await personGame(players[0].client, players[1].client, 600);
    const mover = await toMove(players, gameId);
    const before = await deadlineOf(mover, gameId);
    await mover.client.call(ENDPOINTS.planVacation, { body: { days: 1 } });
    expect(await deadlineOf(mover, gameId)).toBe(before);
    expect(await pauseOf(mover, gameId)).toBeNull();
  });

  it.skipIf(skip)('refuses guests, more days than the year has left, overlaps and the past', async () => {
    const guest = new Client(server.url);
    await guest.join();
    expect((await guest.refused(ENDPOINTS.planVacation, { body: { days: 1 } })).code).toBe('not-registered');
    const [anna] = await pair();
    const refused = (body: { startsOn?: string; days: number }) =>
      anna.client.refused(ENDPOINTS.planVacation, { body });
    expect(await refused({ days: VACATION_DAYS_PER_YEAR + 1 })).toMatchObject({
      code: 'invalid-input',
      path: 'body.days',
    });
    // Planned a week ahead, or in the next January where the four weeks used would cross a new year: the dates
    // stay in one calendar year, whose allowance the message names, and within the year ahead the plan allows.
    const { year, dayOf } = calendarYearAhead();
    await anna.client.call(ENDPOINTS.planVacation, { body: { startsOn: dayOf(0), days: 10 } });
    expect((await refused({ startsOn: dayOf(3), days: 2 })).message).toContain('overlaps');
    expect((await refused({ startsOn: dayOf(18), days: 5 })).message).toContain(
      `${String(year)} has 4 days of vacation left`,
    );
    expect((await refused({ startsOn: '2020-01-01', days: 1 })).message).toContain('in the past');
    const unknown = await anna.client.refused(ENDPOINTS.endVacation, { params: { id: '999999' } });
    expect(unknown.code).toBe('vacation-not-found');
  });
});

/** Four weeks of days to plan in, starting a week from now (UTC) or on the 2nd of the next January. */
function calendarYearAhead(): { year: number; dayOf: (offset: number) => string } {
  const DAY = 86_400_000;
  let start = new Date(Date.now() + 7 * DAY);
  const end = new Date(start.getTime() + 28 * DAY);
  if (end.getUTCFullYear() !== start.getUTCFullYear()) start = new Date(Date.UTC(end.getUTCFullYear(), 0, 2));
  return {
    year: start.getUTCFullYear(),
    dayOf: (offset) => new Date(start.getTime() + offset * DAY).toISOString().slice(0, 10),
  };
}

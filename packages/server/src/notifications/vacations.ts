/**
 * Vacations: a registered player's correspondence clocks stand still from a vacation's start to its end, for
 * whole days, at most VACATION_DAYS_PER_YEAR of them in a calendar year (UTC, counted in the year each starts).
 * Live games are not affected. The rules (docs/correspondence.md):
 *
 * - A turn that begins during a vacation ends its turn's time after the vacation's end (the database's
 *   `next_turn_deadline`, games/sql/next-turn-deadline.ts, the one rule every statement that starts a turn uses).
 * - A turn running when a vacation starts keeps the time it had left: its deadline moves on by the vacation's
 *   length (`applyStartedVacations`, once, when the start comes; a vacation from now is applied at once).
 * - A vacation ended early gives the time back: every deadline of the player's running turns moves back by
 *   what was left of it. One that runs out needs nothing: the deadlines already lie beyond it.
 *
 * Each statement that moves a deadline announces it (`deadlineMoved`, notices/notice.ts), so that every process
 * forgets its kept copy of the game and the players' open tables get the new deadline at once.
 */
import { DAY_SECONDS } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { noticeSql } from '../notices/notice.js';
import { holdingPlayer } from '../identity/player-lock.js';

/** What refuses a vacation, in words for the player. */
export type VacationRefusal = string;

interface VacationRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
}

const DAY_MS = DAY_SECONDS * 1000;

/** Games whose turn clock is the player's and runs (a correspondence turn of theirs). */
const PLAYERS_RUNNING_TURNS = `correspondence_turn_running(g.state, g.turn_seconds, g.turn_deadline)
  AND seat_player(g.to_move, g.player0, g.player1) = v.player_id`;

/**
 * Moves on, by each vacation's length, the deadlines of the turns that were running when it started; marks
 * them applied. One statement: of processes running it at once, only one finds each vacation unapplied. A turn
 * that began after the start already has its deadline past the end (`next_turn_deadline`), so is left alone.
 */
export async function applyStartedVacations(db: Queryable): Promise<number> {
  const moved = await db.query(
    `WITH v AS (
       UPDATE vacations SET applied = true WHERE NOT applied AND starts_at <= now()
       RETURNING player_id, starts_at, ends_at
     ), moved AS (
       UPDATE games g SET turn_deadline = g.turn_deadline + (v.ends_at - v.starts_at)
       FROM v
       WHERE ${PLAYERS_RUNNING_TURNS}
         AND g.turn_deadline - make_interval(secs => g.turn_seconds) < v.starts_at AND g.turn_deadline > v.starts_at
       RETURNING g.id
     )
     SELECT ${noticeSql('deadlineMoved', { game: 'id' })} FROM moved`,
  );
  return moved.rowCount;
}

/** Plans a vacation (from now when `startsOn` is absent); a refusal names the rule it breaks. */
export async function planVacation(
  db: Database,
  playerId: string,
  wanted: { readonly startsOn?: string | undefined; readonly days: number },
  daysPerYear: number,
): Promise<VacationRefusal | null> {
  // One player's plans one at a time, so that two at once cannot both fit in what is left of the year.
  return holdingPlayer(db, playerId, async (tx) => {
    const now = (await tx.query<{ now: Date }>('SELECT now() AS now')).rows[0]?.now ?? new Date();
    const start = wanted.startsOn === undefined ? now : new Date(`${wanted.startsOn}T00:00:00Z`);
    if (wanted.startsOn !== undefined && start.getTime() + DAY_MS <= now.getTime()) {
      return `${wanted.startsOn} is in the past: a vacation starts today or later`;
    }
    if (start.getTime() - now.getTime() > 366 * DAY_MS) return 'a vacation is planned at most a year ahead';
    const startsAt = new Date(Math.max(start.getTime(), now.getTime()));
    const endsAt = new Date(start.getTime() + wanted.days * DAY_MS);
    const overlapping = await tx.query(
      'SELECT 1 FROM vacations WHERE player_id = $1 AND starts_at < $3 AND ends_at > $2',
      [playerId, startsAt, endsAt],
    );
    if (overlapping.rows.length > 0) return 'it overlaps a vacation already planned';
    const used = await daysUsed(tx, playerId, startsAt.getUTCFullYear());
    if (used + wanted.days > daysPerYear) {
      return `${String(startsAt.getUTCFullYear())} has ${String(daysPerYear - used)} days of vacation left, not ${String(wanted.days)}`;
    }
    await tx.query('INSERT INTO vacations (player_id, starts_at, ends_at) VALUES ($1, $2, $3)', [
      playerId,
      startsAt,
      endsAt,
    ]);
    await applyStartedVacations(tx);
    return null;
  });
}

/** Cancels a planned vacation or ends the current one now; false when the player has no such vacation to end. */
export async function endVacation(db: Database, playerId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await applyStartedVacations(tx);
    const found = await tx.query<VacationRow & { started: boolean }>(
      `SELECT id::text, starts_at, ends_at, starts_at <= now() AS started FROM vacations
       WHERE id = $1 AND player_id = $2 AND ends_at > now() FOR UPDATE`,
      [id, playerId],
    );
    const vacation = found.rows[0];
    if (!vacation) return false;
    if (!vacation.started) {
      await tx.query('DELETE FROM vacations WHERE id = $1', [id]);
      return true;
    }
    // Every running turn of the player's has its deadline at or past the end: each gets back what is left.
    await tx.query(
      `WITH moved AS (
         UPDATE games g SET turn_deadline = g.turn_deadline - (v.ends_at - now())
         FROM vacations v WHERE v.id = $1 AND ${PLAYERS_RUNNING_TURNS}
         RETURNING g.id
       )
       SELECT ${noticeSql('deadlineMoved', { game: 'id' })} FROM moved`,
      [id],
    );
    await tx.query(
      `UPDATE vacations SET ends_at = greatest(now(), starts_at + interval '1 millisecond') WHERE id = $1`,
      [id],
    );
    return true;
  });
}

/** Days of vacation begun in a calendar year (UTC), each begun day counted whole. */
export async function daysUsed(db: Queryable, playerId: string, year: number): Promise<number> {
  const used = await db.query<{ days: number }>(
    `SELECT coalesce(sum(ceil(extract(epoch FROM ends_at - starts_at) / ${DAY_SECONDS})), 0)::int AS days
     FROM vacations WHERE player_id = $1 AND starts_at >= make_timestamptz($2, 1, 1, 0, 0, 0, 'UTC')
       AND starts_at < make_timestamptz($2 + 1, 1, 1, 0, 0, 0, 'UTC')`,
    [playerId, year],
  );
  return used.rows[0]?.days ?? 0;
}

/** The current vacation and those planned. */
export async function comingVacations(db: Queryable, playerId: string): Promise<VacationRow[]> {
  const found = await db.query<VacationRow>(
    `SELECT id::text, starts_at, ends_at FROM vacations WHERE player_id = $1 AND ends_at > now()
     ORDER BY starts_at`,
    [playerId],
  );
  return found.rows;
}

/**
 * The end of the vacation that holds a game's clock now (its player to move is on one), for the game's players;
 * 'not-found' or 'not-seated' otherwise.
 */
export async function gamePause(
  db: Queryable,
  gameId: string,
  playerId: string,
): Promise<Date | null | 'not-found' | 'not-seated'> {
  const found = await db.query<{ seated: boolean; until: Date | null }>(
    `SELECT $2 IN (g.player0, g.player1) AS seated,
       CASE WHEN correspondence_turn_running(g.state, g.turn_seconds, g.turn_deadline) THEN
         current_vacation_end(seat_player(g.to_move, g.player0, g.player1)) END AS until
     FROM games g WHERE g.id = $1`,
    [gameId, playerId],
  );
  const game = found.rows[0];
  if (!game) return 'not-found';
  if (!game.seated) return 'not-seated';
  return game.until;
}

/**
 * A play within a turn changes no column an index of `games` reads (migration 7), so PostgreSQL stores its new
 * row version without touching an index (a heap-only update); and the games waiting for the computer are still
 * found, by whose turn the position says it is.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { unplayedComputerTurns } from '../src/games/computer-waiting.js';
import { useScratchDatabase } from './support/use-scratch-database.js';
import { DATABASE_KINDS } from './support/databases.js';

interface UpdateCounts {
  updates: number;
  heapOnly: number;
}

describe.each(DATABASE_KINDS)('updates of a game row $title', ({ kind, skip }) => {
  // One connection, so that the statistics flushed below are those of every update made.
  const db = useScratchDatabase({ kind, skip }, 1);
  beforeAll(async () => {
    if (skip) return;
    await db.query("INSERT INTO players (id, name) VALUES ('p0', 'Mia')");
    await db.query(
      `INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, computer1, turn_seconds, position, state)
       VALUES ('g1', 's', 'h', 'x', 'b', 'p0', 'beginner', 120, '{"toMove": 0, "plays": 0}', 'running')`,
    );
  }, 60_000);

  /** The table's update counts, flushed first (a session reports its counts at most once a second otherwise). */
  const counts = async (): Promise<UpdateCounts | undefined> => {
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    return (
      await db.query<UpdateCounts>(
        `SELECT n_tup_upd::int AS updates, n_tup_hot_upd::int AS "heapOnly"
         FROM pg_stat_user_tables WHERE relname = 'games'`,
      )
    ).rows[0];
  };

  it.skipIf(skip)('touches no index for a play within a turn', async () => {
    const before = await counts();
    for (let play = 1; play <= 10; play++) {
      await db.query(
        `UPDATE games SET position = jsonb_set(position, '{plays}', to_jsonb($1::int)), version = version + 1,
         updated_at = now() WHERE id = 'g1'`,
        [play],
      );
    }
    const after = await counts();
    expect((after?.updates ?? 0) - (before?.updates ?? 0)).toBe(10);
    expect((after?.heapOnly ?? 0) - (before?.heapOnly ?? 0)).toBe(10);
  });

  it.skipIf(skip)(
    "finds the game waiting for the computer once the position says it is the computer's turn",
    async () => {
      expect(await unplayedComputerTurns(db, 10)).toEqual([]);
      await db.query(`UPDATE games SET position = jsonb_set(position, '{toMove}', '1') WHERE id = 'g1'`);
      expect(await unplayedComputerTurns(db, 10)).toEqual(['g1']);
    },
  );
});

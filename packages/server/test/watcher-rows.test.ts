/**
 * The heartbeat of the spectator counts (spectators/watcher-rows.ts) vouches for this process's rows without
 * undoing a newer count: its counts are taken before it writes, and a join or a leave may be published between.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_CHANNEL } from '../src/notices/notice.js';
import { publishCount, refreshCounts } from '../src/spectators/watcher-rows.js';
import { useScratchDatabase } from './support/use-scratch-database.js';
import { DATABASE_KINDS } from './support/databases.js';

describe.each(DATABASE_KINDS)('the rows of spectator counts $title', ({ kind, skip }) => {
  const db = useScratchDatabase({ kind, skip }, 2);
  const notices: string[] = [];
  let stopListening: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    stopListening = await db.listen(
      NOTICE_CHANNEL,
      (payload) => notices.push(payload),
      () => undefined,
    );
    await db.query("INSERT INTO players (id, name) VALUES ('p0', 'Mia'), ('p1', 'Ben')");
    await db.query(
      `INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, turn_seconds, position, state)
       VALUES ('g1', 's', 'h', 'x', 'b', 'p0', 'p1', 120, '{"toMove": 0}', 'running')`,
    );
  }, 60_000);
  afterAll(async () => {
    if (skip) return;
    await stopListening();
  });

  const counted = async () =>
    (
      await db.query<{ spectators: number }>(
        "SELECT spectators FROM watchers WHERE game_id = 'g1' AND process_id = 'a-process'",
      )
    ).rows.map((row) => row.spectators);
  const tableNotices = async (count: number) => {
    await expect.poll(() => notices.length).toBeGreaterThanOrEqual(count);
    return notices.splice(0).filter((payload) => payload === JSON.stringify({ kind: 'table', game: 'g1' }))
      .length;
  };

  it.skipIf(skip)("keeps a newer count when the heartbeat's older one arrives after it", async () => {
    // The heartbeat took its counts (1) before a join was published (2), and writes after it.
    await publishCount(db, 'a-process', 'g1', 2);
    expect(await tableNotices(1)).toBe(1);
    await refreshCounts(db, 'a-process', new Map([['g1', 1]]));
    expect(await counted()).toEqual([2]);
  });

  it.skipIf(skip)('writes back a row taken for stale, and announces its game', async () => {
    await db.query("DELETE FROM watchers WHERE process_id = 'a-process'");
    await refreshCounts(db, 'a-process', new Map([['g1', 1]]));
    expect(await counted()).toEqual([1]);
    expect(await tableNotices(1)).toBe(1);
  });
});

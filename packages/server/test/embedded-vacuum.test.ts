/**
 * The embedded database vacuums only when the server asks (db/embedded-vacuum.ts): PGlite has no autovacuum
 * workers. A run cleans the dead row versions that updates leave and refreshes the planner's statistics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { startEmbeddedVacuum } from '../src/jobs/embedded-vacuum.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { scratchDatabase, type ScratchDatabase } from './support/databases.js';

interface TableStats {
  n_dead_tup: number;
  vacuum_count: number;
  analyze_count: number;
}

describe('vacuum of the embedded database', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  beforeAll(async () => {
    scratch = await scratchDatabase('pglite');
    db = await openPgliteDatabase(scratch.env.DATA_DIR);
    await db.script(
      'CREATE TABLE churn (id integer PRIMARY KEY, hits integer NOT NULL); CREATE INDEX churn_hits ON churn (hits);' +
        'INSERT INTO churn SELECT g, 0 FROM generate_series(1, 200) g',
    );
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  /** The table's statistics, flushed first (a session reports its counts at most once a second otherwise). */
  const stats = async () => {
    await db.query('SELECT pg_stat_force_next_flush()');
    await db.query('SELECT 1');
    return (
      await db.query<TableStats>(
        "SELECT n_dead_tup::int, vacuum_count::int, analyze_count::int FROM pg_stat_user_tables WHERE relname = 'churn'",
      )
    ).rows[0];
  };

  it('cleans what updates left and analyzes, which nothing else does', async () => {
    // An indexed column changes: no update is HOT, so every one leaves a dead version behind.
    for (let round = 0; round < 5; round++) await db.query('UPDATE churn SET hits = hits + 1');
    const before = await stats();
    expect(before?.n_dead_tup).toBeGreaterThan(500);
    expect(before?.vacuum_count).toBe(0);
    const vacuum = startEmbeddedVacuum(db, {
      everyMs: 3_600_000,
      onDone: () => undefined,
      onError: () => undefined,
    });
    const took = await vacuum.run('full');
    // The busy tables' run names the server's own tables: it fails if one of them is not there.
    await vacuum.run('busy');
    await vacuum.close();
    expect(took).toBeGreaterThan(0);
    const after = await stats();
    expect(after).toEqual({ n_dead_tup: 0, vacuum_count: 1, analyze_count: 1 });
  });
});

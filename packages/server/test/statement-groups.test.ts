/**
 * Group commit on the embedded database (db/statement-groups.ts): statements sent together are written in one
 * transaction, each answered after its commit; one that fails fails alone, and the others are still stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { scratchDatabase, type ScratchDatabase } from './support/databases.js';

describe('statements grouped on PGlite', () => {
  let scratch: ScratchDatabase;
  let db: Database;
  beforeAll(async () => {
    scratch = await scratchDatabase('pglite');
    db = await openPgliteDatabase(scratch.env.DATA_DIR);
    await db.query('CREATE TABLE grouped (id integer PRIMARY KEY, note text NOT NULL)');
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  it('answers each statement sent at once with its own result, all in one commit', async () => {
    const inserts = Array.from({ length: 50 }, (_, id) =>
      db.query<{ id: number; at: Date }>(
        'INSERT INTO grouped (id, note) VALUES ($1, $2) RETURNING id, now() AS at',
        [id, `n${id}`],
      ),
    );
    const results = await Promise.all(inserts);
    expect(results.map((result) => result.rows[0]?.id)).toEqual(Array.from({ length: 50 }, (_, id) => id));
    // now() is the transaction's start: one value for all of them shows that they shared one transaction.
    expect(new Set(results.map((result) => result.rows[0]?.at.getTime())).size).toBe(1);
    expect((await db.query('SELECT id FROM grouped')).rows).toHaveLength(50);
  });

  it('fails only the statement that fails: the others of its group are stored', async () => {
    const attempts = [100, 101, 5, 102, 103].map((id) =>
      db.query('INSERT INTO grouped (id, note) VALUES ($1, $2)', [id, 'again']).then(
        () => 'stored',
        (error: unknown) => (error as { code?: string }).code ?? 'failed',
      ),
    );
    expect(await Promise.all(attempts)).toEqual(['stored', 'stored', '23505', 'stored', 'stored']);
    const stored = await db.query<{ id: number }>("SELECT id FROM grouped WHERE note = 'again' ORDER BY id");
    expect(stored.rows.map((row) => row.id)).toEqual([100, 101, 102, 103]);
  });
});

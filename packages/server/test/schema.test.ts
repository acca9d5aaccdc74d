/**
 * The schema: migrations run once each, in order, one file each; the database functions are applied after them
 * in their current text whenever it changed, on a new database and on one that ran the migrations before the
 * functions had a home of their own.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrate, type Schema } from '../src/db/migrate.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { SCHEMA } from '../src/schema.js';
import {
  DATABASE_KINDS,
  openScratchDatabase,
  scratchDatabase,
  type DatabaseKind,
} from './support/databases.js';

async function withMigratedDatabase(
  kind: DatabaseKind,
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const scratch = await scratchDatabase(kind);
  const db = await openScratchDatabase(scratch, 2);
  try {
    await work(db);
  } finally {
    await db.close();
    await scratch.drop();
  }
}

/** The seconds from now to a turn's deadline as next_turn_deadline gives it. */
async function deadlineSeconds(db: Database, turnSeconds: number): Promise<number> {
  const found = await db.query<{ seconds: number }>(
    'SELECT extract(epoch FROM next_turn_deadline(NULL, $1) - now())::float8 AS seconds',
    [turnSeconds],
  );
  return found.rows[0]?.seconds ?? Number.NaN;
}

describe('the migrations', () => {
  it('are numbered 1, 2, 3 … in their order, each in the file its number names', () => {
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(MIGRATIONS.map((_, index) => index + 1));
    const files = readdirSync(new URL('../src/db/migrations/', import.meta.url))
      .filter((name) => /^\d+-.+\.ts$/.test(name))
      .sort();
    expect(files.map((name) => Number(name.split('-')[0]))).toEqual(MIGRATIONS.map((each) => each.version));
  });

  it('never define a database function: each has its one text among the definitions', () => {
    const defined = (sql: string) =>
      [...sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)/g)].map((m) => m[1]);
    expect(MIGRATIONS.flatMap((migration) => defined(migration.sql))).toEqual([]);
    const names = SCHEMA.definitions.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const definition of SCHEMA.definitions) expect(defined(definition.sql)).toEqual([definition.name]);
  });
});

describe.each(DATABASE_KINDS)('the database functions $title', ({ kind, skip }) => {
  it.skipIf(skip)('are applied once, and again only when their text changes', async () => {
    await withMigratedDatabase(kind, async (db) => {
      // The scratch database was migrated when it was opened: a second run has nothing to do.
      expect(await migrate(db, SCHEMA)).toEqual({ versions: [], definitions: [] });
      const changed: Schema = {
        migrations: SCHEMA.migrations,
        definitions: SCHEMA.definitions.map((definition) =>
          definition.name === 'store_plays'
            ? { ...definition, sql: `-- a changed comment\n${definition.sql}` }
            : definition,
        ),
      };
      expect(await migrate(db, changed)).toEqual({ versions: [], definitions: ['store_plays'] });
      expect(await migrate(db, changed)).toEqual({ versions: [], definitions: [] });
    });
  });

  it.skipIf(skip)('replace the texts a database holds from before they had a home of their own', async () => {
    await withMigratedDatabase(kind, async (db) => {
      expect(await deadlineSeconds(db, 60)).toBeCloseTo(60, 0);
      // As a database left by the server before: no record of the definitions, and an older function text.
      await db.query('DROP TABLE schema_definitions');
      await db.query(`CREATE OR REPLACE FUNCTION next_turn_deadline(mover text, seconds integer)
        RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() $$`);
      expect(await deadlineSeconds(db, 60)).toBeCloseTo(0, 0);
      const migrated = await migrate(db, SCHEMA);
      expect(migrated.definitions).toEqual(SCHEMA.definitions.map((definition) => definition.name));
      expect(await deadlineSeconds(db, 60)).toBeCloseTo(60, 0);
    });
  });
});

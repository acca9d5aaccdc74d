/**
 * Brings a database's schema up to date: the migrations it has not run, in order, then every database function
 * whose current text it does not hold yet. Migrations are history (tables, indexes, data moved once); functions
 * are code, kept whole in one place each and applied again whenever their text changes, so a reader finds a
 * function's text where its callers are instead of in the last of several migrations that restated it.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from './database.js';

export interface Migration {
  readonly version: number;
  readonly sql: string;
}

/**
 * A database function (or trigger function with its triggers) in its current text: `CREATE OR REPLACE` statements,
 * so that applying it again changes nothing. A change of a function's arguments or result type cannot be
 * replaced: a migration drops the old one first (as migration 11 did). A migration never calls a function,
 * which exists only after all migrations of the run.
 */
export interface Definition {
  readonly name: string;
  readonly sql: string;
}

export interface Schema {
  readonly migrations: readonly Migration[];
  readonly definitions: readonly Definition[];
}

export interface Migrated {
  /** The migrations' versions this run applied. */
  readonly versions: readonly number[];
  /** The definitions whose text this run applied. */
  readonly definitions: readonly string[];
}

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 4_207_311;

export async function migrate(db: Database, schema: Schema): Promise<Migrated> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const versions = await runMigrations(tx, schema.migrations);
    const definitions = await applyDefinitions(tx, schema.definitions);
    return { versions, definitions };
  });
}

async function runMigrations(tx: Queryable, migrations: readonly Migration[]): Promise<number[]> {
  await tx.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  const newest = Math.max(0, ...applied);
  const known = Math.max(...migrations.map((migration) => migration.version));
  if (newest > known) {
    throw new Error(
      `the database has schema version ${newest}, newer than this server knows (${known}): update the server`,
    );
  }
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    for (const statement of splitStatements(migration.sql)) await tx.query(statement);
    await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    ran.push(migration.version);
  }
  return ran;
}

/** Applies each definition whose text's hash the database does not hold; returns their names. */
async function applyDefinitions(tx: Queryable, definitions: readonly Definition[]): Promise<string[]> {
  await tx.query(
    `CREATE TABLE IF NOT EXISTS schema_definitions (name text PRIMARY KEY, sql_hash text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const held = await tx.query<{ name: string; sql_hash: string }>(
    'SELECT name, sql_hash FROM schema_definitions',
  );
  const hashes = new Map(held.rows.map((row) => [row.name, row.sql_hash]));
  const applied: string[] = [];
  for (const definition of definitions) {
    const hash = createHash('sha256').update(definition.sql).digest('hex');
    if (hashes.get(definition.name) === hash) continue;
    for (const statement of splitStatements(definition.sql)) await tx.query(statement);
    await tx.query(
      `INSERT INTO schema_definitions (name, sql_hash) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET sql_hash = EXCLUDED.sql_hash, applied_at = now()`,
      [definition.name, hash],
    );
    applied.push(definition.name);
  }
  return applied;
}

/**
 * A migration's statements. Without comments, migrations hold no semicolons inside strings, so splitting on
 * them is exact, except inside a function's body between `$$` marks, which is kept whole.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((piece, index) => {
    if (index % 2 === 1) {
      current += `$$${piece}$$`;
      return;
    }
    const [first = '', ...rest] = piece.replace(/--[^\n]*/g, '').split(';');
    current += first;
    for (const part of rest) {
      statements.push(current);
      current = part;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== '');
}

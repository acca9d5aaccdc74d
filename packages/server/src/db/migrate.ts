import type { Database } from './database.js';
import { MIGRATIONS } from './migrations.js';

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 4_207_311;

/** Brings the schema up to date; returns the versions it applied. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    const newest = Math.max(0, ...applied);
    const known = Math.max(...MIGRATIONS.map((migration) => migration.version));
    if (newest > known) {
      throw new Error(
        `the database has schema version ${newest}, newer than this server knows (${known}): update the server`,
      );
    }
    const ran: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      ran.push(migration.version);
    }
    return ran;
  });
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

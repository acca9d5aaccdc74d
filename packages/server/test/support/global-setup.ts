/**
 * Creating a PGlite database takes seconds (initdb); copying one takes a fraction of that. So the test run
 * makes one migrated database here, and every server test starts from a copy of it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.js';
import { openPgliteDatabase } from '../../src/db/pglite-database.js';
import { SCHEMA } from '../../src/schema.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'katz-template-'));
  const template = join(root, 'data');
  const db = await openPgliteDatabase(template);
  await migrate(db, SCHEMA);
  await db.close();
  project.provide('pgliteTemplate', template);
  if (!process.env.KATZ_TEST_DATABASE_URL) {
    console.log(
      'Server tests run on PGlite only: those on PostgreSQL are skipped because KATZ_TEST_DATABASE_URL is not set ' +
        '(for example postgres://postgres@127.0.0.1:5432/test).',
    );
  }
  return () => {
    rmSync(root, { recursive: true, force: true });
  };
}

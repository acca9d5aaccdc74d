/**
 * The databases the server tests run against: always the embedded PGlite, and the PostgreSQL server named by
 * KATZ_TEST_DATABASE_URL when it is set (CI sets it). Each test server gets a database of its own, made from
 * scratch and dropped afterwards, so parallel runs never meet.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/open-database.js';
import { SCHEMA } from '../../src/schema.js';

export type DatabaseKind = 'pglite' | 'postgres';

const POSTGRES_URL = process.env.KATZ_TEST_DATABASE_URL ?? '';
/** On CI a test that needs PostgreSQL never skips: without the server it fails, saying why. */
const ON_CI = process.env.CI === 'true';

/** The kinds to test, each with the title of its describe block (saying so when PostgreSQL is skipped). */
export const DATABASE_KINDS: readonly { kind: DatabaseKind; title: string; skip: boolean }[] = [
  { kind: 'pglite', title: 'on PGlite', skip: false },
  {
    kind: 'postgres',
    title:
      POSTGRES_URL || ON_CI
        ? 'on PostgreSQL'
        : 'on PostgreSQL (skipped: set KATZ_TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)',
    skip: POSTGRES_URL === '' && !ON_CI,
  },
];

/** A fresh database: the settings that point a server at it, and the function that removes it. */
export interface ScratchDatabase {
  readonly env: { readonly DATA_DIR: string; readonly DATABASE_URL?: string };
  drop(): Promise<void>;
}

export async function scratchDatabase(kind: DatabaseKind): Promise<ScratchDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'katz-test-'));
  const removeFolder = () => {
    rmSync(folder, { recursive: true, force: true });
  };
  if (kind === 'pglite') {
    const dataDir = join(folder, 'data');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      drop: () => {
        removeFolder();
        return Promise.resolve();
      },
    };
  }
  if (POSTGRES_URL === '') {
    throw new Error(
      'CI=true, but KATZ_TEST_DATABASE_URL is not set: the PostgreSQL tests cannot run (see .ci/run)',
    );
  }
  const name = `katz_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: folder, DATABASE_URL: url.toString() },
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeFolder();
    },
  };
}

/** Opens a scratch database as the server does, its schema brought up to date, with `poolSize` connections. */
export function openScratchDatabase(scratch: ScratchDatabase, poolSize: number): Promise<Database> {
  return openDatabase({
    databaseUrl: scratch.env.DATABASE_URL ?? null,
    dataDir: scratch.env.DATA_DIR,
    poolSize,
    schema: SCHEMA,
    onError: () => undefined,
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The three ways the bench runs the server: one process on the embedded PGlite (the default), one process on
 * the local PostgreSQL server, and two processes sharing that PostgreSQL. Each PostgreSQL setup gets a fresh
 * database of its own, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { SetupName } from './options.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface RunningSetup {
  readonly title: string;
  /** Embedded in the server processes, or the PostgreSQL server they share. */
  readonly database: 'pglite' | 'postgres';
  readonly servers: readonly ServerProcess[];
  close(): Promise<void>;
}

export interface SetupOptions {
  readonly postgresUrl: string;
  readonly cpuProfileDir: string | null;
  /** The servers' review thread's nice value (`REVIEW_NICE`), or null for their default. */
  readonly reviewNice: number | null;
}

export const SETUP_TITLES: Readonly<Record<SetupName, string>> = {
  pglite: 'PGlite, 1 process',
  postgres: 'PostgreSQL, 1 process',
  'postgres-2': 'PostgreSQL, 2 processes',
};

export async function startSetup(name: SetupName, options: SetupOptions): Promise<RunningSetup> {
  const folder = mkdtempSync(join(tmpdir(), 'katz-load-'));
  const removeFolder = () => {
    rmSync(folder, { recursive: true, force: true });
  };
  const settings = options.reviewNice === null ? {} : { REVIEW_NICE: String(options.reviewNice) };
  const start = (env: Readonly<Record<string, string>>, index: number) =>
    startServerProcess({
      env: { ...settings, ...env },
      cpuProfileDir: options.cpuProfileDir,
      name: `${name}-${index}`,
    });
  if (name === 'pglite') {
    // Made and stopped first, then started as a server restarts: the first start also creates the database
    // (initdb), whose memory the process keeps until a collection runs at some later moment, blurring the
    // memory per game.
    const env = { DATA_DIR: join(folder, 'data') };
    await (await startServerProcess({ env, cpuProfileDir: null, name })).stop();
    const server = await start(env, 0);
    return {
      title: SETUP_TITLES[name],
      database: 'pglite',
      servers: [server],
      close: async () => {
        await server.stop();
        removeFolder();
      },
    };
  }
  const database = `katz_load_${process.pid}_${Date.now()}`;
  await admin(options.postgresUrl, `CREATE DATABASE ${database}`);
  const url = new URL(options.postgresUrl);
  url.pathname = `/${database}`;
  const env = { DATA_DIR: folder, DATABASE_URL: url.toString() };
  const servers: ServerProcess[] = [];
  const close = async () => {
    for (const server of servers) await server.stop();
    await admin(options.postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    removeFolder();
  };
  try {
    // One after the other: the first one migrates the fresh database.
    for (let index = 0; index < (name === 'postgres-2' ? 2 : 1); index++) {
      servers.push(await start(env, index));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { title: SETUP_TITLES[name], database: 'postgres', servers, close };
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    await admin(url, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

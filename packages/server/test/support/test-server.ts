/** A real server for a test: in this process, on a free port, with a scratch database and captured logs. */
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/database.js';
import { startServer } from '../../src/server.js';
import { scratchDatabase, type DatabaseKind, type ScratchDatabase } from './databases.js';

export interface TestServer {
  readonly url: string;
  /** The PostgreSQL database it uses; null on PGlite. */
  readonly databaseUrl: string | null;
  /** The server's own database connection, for tests that set up or inspect rows directly. */
  readonly database: Database;
  /** Every log line the server wrote. */
  readonly logs: string[];
  close(): Promise<void>;
}

/** Settings for fast tests: computer turns without pauses, a quick clock sweep, generous rates and limits. */
const TEST_SETTINGS = {
  PORT: '0',
  LOG_LEVEL: 'info',
  BOT_PACE_MS: '0',
  // Four sweeps a second: a turn that runs out ends within a quarter second. Each sweep is three statements
  // (clocks, vacation starts, tournament rounds): at 50 ms an idle server on PGlite took 13% of a core, beside
  // every test, all the time it ran; at 250 ms 6%, as at 500 (the rest is other timers). Tests of many steps in
  // a row set their own.
  CLOCK_SWEEP_MS: '250',
  RATE_PER_SECOND: '10000',
  RATE_BURST: '10000',
  NEW_GUESTS_PER_ADDRESS: '1000000',
  REGISTRATIONS_PER_ADDRESS: '1000000',
  // Every test's clients come from 127.0.0.1 (lobby-addresses.test.ts sets its own limit).
  LOBBY_CHALLENGES_PER_ADDRESS: '100000',
  // Password hashes at a small fraction of the default cost (2^17): the tests register many players.
  PASSWORD_SCRYPT_N: '1024',
  // Reviews at the tests' own priority: at the lowest (19, the default) the suite's other files starved a review
  // for minutes (kept-review-restart.test.ts took 204 s beside them, 23 s alone).
  REVIEW_NICE: '0',
  // The plain home page, whether or not the web app has been built; web-build.test.ts serves a build of its own.
  WEB_DIST: '/nonexistent/katz-web-dist',
};

export async function startTestServer(
  kind: DatabaseKind,
  settings: Readonly<Record<string, string>> = {},
  /** A database of the caller's, kept after `close` (for a restart on it); else a scratch one, dropped. */
  options: { readonly database?: ScratchDatabase } = {},
): Promise<TestServer> {
  const database = options.database ?? (await scratchDatabase(kind));
  const server = await startServerOn(database, settings);
  return {
    ...server,
    close: async () => {
      await server.close();
      if (!options.database) await database.drop();
    },
  };
}

/**
 * A server on a database the caller made and drops: for a restart on the same data, or several processes
 * sharing one PostgreSQL database.
 */
export async function startServerOn(
  database: ScratchDatabase,
  settings: Readonly<Record<string, string>> = {},
): Promise<TestServer> {
  const loaded = loadConfig({ ...TEST_SETTINGS, ...database.env, ...settings });
  if (!loaded.ok) throw new Error(loaded.message);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(
        ...chunk
          .toString('utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      done();
    },
  });
  const server = await startServer(loaded.config, { logStream });
  return {
    url: server.url,
    databaseUrl: database.env.DATABASE_URL ?? null,
    database: server.database,
    logs,
    close: () => server.close(),
  };
}

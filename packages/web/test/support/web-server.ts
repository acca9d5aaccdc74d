/**
 * A real Katz und Maus server for the web app's tests, started the one way the server's own tests start theirs
 * (`@katz/server/testing`): on a free port, with a scratch PGlite database, serving the built app (`npm run
 * build` makes packages/web/dist) at `/` with its deep links.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import {
  DATABASE_KINDS,
  RestartableServer,
  scratchDatabase,
  startServerOn,
  startTestServer,
  type TestServer,
} from '@katz/server/testing';

const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

function builtApp(): { readonly WEB_DIST: string } {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`the web app is not built (no ${WEB_DIST}/index.html): run npm run build first`);
  }
  return { WEB_DIST };
}

export function startWebServer(settings: Readonly<Record<string, string>> = {}): Promise<TestServer> {
  return startTestServer('pglite', { ...builtApp(), ...settings });
}

/** The same server, which a test can stop and start again on its port and database (a restart). */
export function startRestartableWebServer(
  settings: Readonly<Record<string, string>> = {},
): Promise<RestartableServer> {
  return RestartableServer.start('pglite', { ...builtApp(), ...settings });
}

/**
 * Two server processes' worth of servers sharing one PostgreSQL database, as a site on several machines runs: what
 * one stores, the other hears of through the database's notices. `close` stops both and drops the database.
 */
async function startTwinWebServers(
  settings: Readonly<Record<string, string>> = {},
): Promise<{ readonly servers: readonly [TestServer, TestServer]; close(): Promise<void> }> {
  const database = await scratchDatabase('postgres');
  const first = await startServerOn(database, { ...builtApp(), ...settings });
  const second = await startServerOn(database, { ...builtApp(), ...settings });
  return {
    servers: [first, second],
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    },
  };
}

const postgres = DATABASE_KINDS.find((target) => target.kind === 'postgres');
if (postgres === undefined) throw new Error('no PostgreSQL among the database kinds');
/** The PostgreSQL server the twin servers need: skipped, and a title that says so, without KATZ_TEST_DATABASE_URL. */
export const POSTGRES = postgres;

/** Twin servers for a describe's tests: started before them, stopped (and their database dropped) after. */
export function useTwinWebServers(): { readonly servers: readonly [TestServer, TestServer] } {
  let twins: Awaited<ReturnType<typeof startTwinWebServers>> | undefined;
  beforeAll(async () => {
    twins = await startTwinWebServers();
  });
  afterAll(async () => {
    await twins?.close();
  });
  return {
    get servers() {
      if (twins === undefined) throw new Error('the twin servers start before the first test');
      return twins.servers;
    },
  };
}

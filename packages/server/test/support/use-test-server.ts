/**
 * A test file's server on one kind of database, started before the file's tests and closed after them (not at
 * all when that kind is skipped). Called once inside a `describe`, it returns a stand-in that reads through to the
 * running server, so the tests use it as the server itself: `server.url`, `server.database`, `server.logs`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from './databases.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface ServerPlace {
  readonly kind: DatabaseKind;
  /** True when this kind of database is not tested here (`DATABASE_KINDS`): nothing starts. */
  readonly skip: boolean;
}

export function useTestServer(
  { kind, skip }: ServerPlace,
  settings: Readonly<Record<string, string>> = {},
): TestServer {
  let started: TestServer | undefined;
  const running = (): TestServer => {
    if (started === undefined) throw new Error(`the ${kind} test server starts before the first test`);
    return started;
  };

  beforeAll(async () => {
    if (!skip) started = await startTestServer(kind, settings);
  });

  afterAll(async () => {
    await started?.close();
  });

  return {
    get url() {
      return running().url;
    },
    get databaseUrl() {
      return running().databaseUrl;
    },
    get database() {
      return running().database;
    },
    get logs() {
      return running().logs;
    },
    close: async () => {
      const server = running();
      started = undefined;
      await server.close();
    },
  };
}

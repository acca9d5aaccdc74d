/**
 * A test file's own migrated database on one kind of database, without a server: opened before the file's
 * tests with a pool of `poolSize` connections, closed and dropped after them (not at all when that kind is
 * skipped). Like `useTestServer`, it returns a stand-in that reads through to the open database.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.js';
import { openScratchDatabase, scratchDatabase, type ScratchDatabase } from './databases.js';
import type { ServerPlace } from './use-test-server.js';

export function useScratchDatabase({ kind, skip }: ServerPlace, poolSize: number): Database {
  let opened: { scratch: ScratchDatabase; db: Database } | undefined;
  const running = () => {
    if (opened === undefined) throw new Error(`the ${kind} scratch database opens before the first test`);
    return opened;
  };
  const db = (): Database => running().db;

  beforeAll(async () => {
    if (skip) return;
    const scratch = await scratchDatabase(kind);
    opened = { scratch, db: await openScratchDatabase(scratch, poolSize) };
  });

  afterAll(async () => {
    if (opened === undefined) return;
    await opened.db.close();
    await opened.scratch.drop();
  });

  return {
    get kind() {
      return db().kind;
    },
    query<Row>(sql: string, params?: readonly unknown[]) {
      return db().query<Row>(sql, params);
    },
    script: (sql) => db().script(sql),
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db().transaction(work);
    },
    listen: (channel, onNotice, onGap) => db().listen(channel, onNotice, onGap),
    close: async () => {
      const open = running();
      opened = undefined;
      await open.db.close();
      await open.scratch.drop();
    },
  };
}

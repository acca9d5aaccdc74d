/**
 * A test file's servers on one database of one kind, started before its tests and closed after them: on the
 * embedded PGlite one server (it serves one process), on PostgreSQL two that share the database, as a site on
 * several machines runs, so that what one stores the other hears of through the database's notices. The tests
 * reach the servers round-robin by index, and make people there: guests, or registered players.
 */
import { afterAll, beforeAll } from 'vitest';
import { Client } from './client.js';
import { scratchDatabase, type DatabaseKind, type ScratchDatabase } from './databases.js';
import { freshUsername, registerClient } from './registered.js';
import { startServerOn, type TestServer } from './test-server.js';

export interface SharedDatabase {
  /** The servers (one on PGlite, two on PostgreSQL), once the file's tests run. */
  readonly servers: readonly TestServer[];
  /** The settings that point a server at the database (for a server process of a test's own). */
  readonly env: ScratchDatabase['env'];
  /** The server of this index, round-robin: index 0 and 1 are different processes on PostgreSQL. */
  readonly server: (index: number) => TestServer;
  /** A new guest on the server of this index. */
  readonly guest: (index: number) => Promise<Client>;
  /** A new registered player on the server of this index, their user name made from `prefix`. */
  readonly registered: (
    index: number,
    prefix: string,
  ) => Promise<{ readonly client: Client; readonly username: string }>;
}

export function useSharedDatabase(
  { kind, skip }: { readonly kind: DatabaseKind; readonly skip: boolean },
  settings: Readonly<Record<string, string>> = {},
): SharedDatabase {
  let database: ScratchDatabase | undefined;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    if (skip) return;
    database = await scratchDatabase(kind);
    const count = kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < count; i++) servers.push(await startServerOn(database, settings));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.drop();
  });
  const server = (index: number): TestServer => {
    const chosen = servers[index % servers.length];
    if (chosen === undefined) throw new Error('the servers start before the first test');
    return chosen;
  };
  const guest = async (index: number): Promise<Client> => {
    const client = new Client(server(index).url);
    await client.join();
    return client;
  };
  return {
    servers,
    get env() {
      if (database === undefined) throw new Error('the database is made before the first test');
      return database.env;
    },
    server,
    guest,
    registered: async (index, prefix) => {
      const client = await guest(index);
      const username = freshUsername(prefix);
      await registerClient(client, username);
      return { client, username };
    },
  };
}

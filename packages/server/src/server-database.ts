/**
 * The server's database as it starts: opened (locked, its schema brought up to date, what that applied kept for
 * the log), the rows from before names had keys given theirs, and the push keys the operator set none of made or
 * read (kept in the database), which complete the settings.
 */
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Migrated } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { fillNameKeys } from './identity/name-keys.js';
import { withPushKeys } from './notifications/push-keys.js';
import { SCHEMA } from './schema.js';

export interface ServerDatabase {
  readonly db: Database;
  /** The settings with the push keys filled in. */
  readonly config: Config;
  /** What opening the database applied to its schema, for the log once it exists. */
  readonly migrated: readonly Migrated[];
}

export async function openServerDatabase(
  given: Config,
  onError: (error: unknown) => void,
): Promise<ServerDatabase> {
  const migrated: Migrated[] = [];
  const db = await openDatabase({
    databaseUrl: given.databaseUrl,
    dataDir: given.dataDir,
    poolSize: given.databasePoolSize,
    schema: SCHEMA,
    onMigrated: (done) => {
      migrated.push(done);
    },
    onError,
  });
  try {
    // Rows from before names had keys get theirs (once; after that a read that finds none).
    await fillNameKeys(db);
    // Without keys of the operator's, pushes are signed with the pair kept in the database (made now if none is).
    return { db, config: { ...given, notify: await withPushKeys(db, given.notify) }, migrated };
  } catch (error) {
    await db.close();
    throw error;
  }
}

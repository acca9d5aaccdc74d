/** Opens the configured database and brings its schema up to date. */
import type { Database } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrate, type Migrated, type Schema } from './migrate.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export interface DatabaseTarget {
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  /** Connections kept for queries on a PostgreSQL server. */
  readonly poolSize: number;
  readonly onError: (error: Error) => void;
  /** What the schema is brought to (src/schema.ts). */
  readonly schema: Schema;
  /** Hears what bringing it there applied, if anything (for the log). */
  readonly onMigrated?: (migrated: Migrated) => void;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const db = target.databaseUrl
    ? await openPostgresDatabase(target.databaseUrl, {
        maxConnections: target.poolSize,
        onError: target.onError,
      })
    : await openLockedPglite(target.dataDir);
  try {
    const migrated = await migrate(db, target.schema);
    if (migrated.versions.length > 0 || migrated.definitions.length > 0) target.onMigrated?.(migrated);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

async function openLockedPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const db = await openPgliteDatabase(dataDir);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

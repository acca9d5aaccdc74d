/**
 * Migration 3 moves every guest's session into the sessions table: a guest whose cookie was made before
 * accounts existed is still that guest after the server is updated.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@katz/protocol';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { sha256Hex } from '../src/identity/tokens.js';
import { Client } from './support/client.js';
import { startTestServer } from './support/test-server.js';

describe('the sessions of guests from before accounts', () => {
  it('keep working after the update', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'katz-migration-'));
    const dataDir = join(folder, 'data');
    const token = randomBytes(32).toString('base64url');
    const db = await openPgliteDatabase(dataDir);
    await db.script(
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const migration of MIGRATIONS.filter((each) => each.version <= 2)) {
      await db.script(migration.sql);
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    await db.query('INSERT INTO players (id, session_hash, name) VALUES ($1, $2, $3)', [
      'old-guest',
      sha256Hex(token),
      'Guest 1234',
    ]);
    await db.close();

    const database = {
      env: { DATA_DIR: dataDir },
      drop: () => {
        rmSync(folder, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
    const server = await startTestServer('pglite', {}, { database });
    try {
      const guest = new Client(server.url);
      guest.cookie = `katz_session=${token}`;
      expect(await guest.call(ENDPOINTS.getSession)).toEqual({
        id: 'old-guest',
        name: 'Guest 1234',
        username: null,
      });
      const stranger = new Client(server.url);
      stranger.cookie = `katz_session=${randomBytes(32).toString('base64url')}`;
      expect((await stranger.refused(ENDPOINTS.getSession)).code).toBe('unknown-session');
    } finally {
      await server.close();
      await database.drop();
    }
  }, 60_000);
});

/**
 * Makes a guest a registered player for a test, by giving them an account name in the database directly:
 * registration itself is not what these tests are about. A registered player is one with a username.
 */
import type { TestServer } from './test-server.js';

export async function markRegistered(server: TestServer, playerId: string, username: string): Promise<void> {
  const updated = await server.database.query(
    'UPDATE players SET username = $2, registered_at = now() WHERE id = $1',
    [playerId, username],
  );
  if (updated.rowCount !== 1) throw new Error(`markRegistered: there is no player ${playerId}`);
}

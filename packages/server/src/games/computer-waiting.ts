/**
 * Which games wait for the computer with no process playing them. A process plays a game's computer turn only
 * while it holds the game's lease (`computer:` and the game's id); a process that died holding one stops
 * renewing it, and once it has expired the next scan, in any process, finds the game here.
 */
import type { Queryable } from '../db/database.js';

export const COMPUTER_LEASE_PREFIX = 'computer:';

export const computerLease = (gameId: string): string => `${COMPUTER_LEASE_PREFIX}${gameId}`;

/** Running games where the computer is to move and no live lease is held; at most `limit`. */
export async function unplayedComputerTurns(db: Queryable, limit: number): Promise<string[]> {
  // The first condition is the index games_computer_to_move's, word for word (db/migrations/07-to-move-column.ts).
  const found = await db.query<{ id: string }>(
    `SELECT g.id FROM games g
     WHERE g.state = 'running' AND (
       (g.computer0 IS NOT NULL AND g.to_move = 0) OR (g.computer1 IS NOT NULL AND g.to_move = 1))
     AND NOT EXISTS (
       SELECT 1 FROM leases l WHERE l.name = $1 || g.id AND l.expires_at > now())
     LIMIT $2`,
    [COMPUTER_LEASE_PREFIX, limit],
  );
  return found.rows.map((row) => row.id);
}

/**
 * One player's requests that count what the player has, one at a time: a transaction that first locks the
 * player's row. Whoever counts under it sees what the requests before committed (read committed: each statement
 * after the lock reads anew), so a count and the insert it allows cannot be overtaken by a request sent at the
 * same moment, in this process or another. Used for the limits on open challenges and computer games
 * (games/player-limits.ts), the vacation days of a year (notifications/vacations.ts), one mail confirmation
 * link a minute (notifications/mail-addresses.ts) and the push subscriptions kept (push-subscriptions.ts).
 */
import type { Database, Queryable } from '../db/database.js';

export function holdingPlayer<T>(
  db: Database,
  playerId: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = await tx.query('SELECT 1 FROM players WHERE id = $1 FOR UPDATE', [playerId]);
    if (locked.rows.length === 0) throw new Error(`there is no player ${playerId}`);
    return work(tx);
  });
}

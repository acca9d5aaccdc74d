/**
 * How much one player may have open at once: challenges waiting for a taker (in the lobby or behind a link),
 * and games against the computer, whose turns cost the server's cores. Without them one session could fill the
 * lobby, which shows the oldest challenges first, or start a computer search per request.
 */
import type { Database, Queryable } from '../db/database.js';

export interface PlayerLimits {
  /** Open challenges per player, both kinds (`OPEN_CHALLENGES_PER_PLAYER`). */
  readonly openChallenges: number;
  /** Running games against the computer per player (`COMPUTER_GAMES_PER_PLAYER`). */
  readonly computerGames: number;
}

/**
 * Runs `work` in a transaction that first locks the player's row, so that of the requests of one player sent at
 * the same moment each counts what it has only after the one before it committed: a count and the insert it
 * allows cannot be overtaken by another request's. (Read committed: each statement after the lock sees what
 * the requests before it wrote.)
 */
export function inTurnOfPlayer<T>(
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

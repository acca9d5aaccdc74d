/**
 * Blocking (docs/social.md, "Block"): a player blocks another, which ends the follows and the open direct
 * challenges between them and keeps new ones, pool pairings and phrases from passing between them, either way.
 * Nobody is told of a block; the blocked player hears "not available" where a request of theirs meets it, as they
 * would from someone who cannot be reached for any other reason.
 */
import { MAX_BLOCKS } from '@katz/protocol';
import { PeopleRefusal } from './people-refusal.js';
import type { Database, Queryable } from '../db/database.js';
import { closeChallengesBetween } from '../games/challenges.js';
import { lockPair } from './pair-lock.js';
import type { Person } from './registered-person.js';

export async function block(db: Database, blocker: Person, blocked: Person): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPair(tx, blocker.id, blocked.id);
    const added = await tx.query(
      `INSERT INTO blocks (blocker, blocked)
         SELECT $1, $2 WHERE (SELECT count(*) FROM blocks WHERE blocker = $1) < $3
       ON CONFLICT DO NOTHING RETURNING 1`,
      [blocker.id, blocked.id, MAX_BLOCKS],
    );
    if (added.rows.length === 0 && !(await blocks(tx, blocker.id, blocked.id))) {
      throw new PeopleRefusal(
        'too-many-blocks',
        `you block ${String(MAX_BLOCKS)} players already: unblock one first`,
      );
    }
    await tx.query(
      'DELETE FROM follows WHERE (follower = $1 AND followed = $2) OR (follower = $2 AND followed = $1)',
      [blocker.id, blocked.id],
    );
    await closeChallengesBetween(tx, blocker.id, blocked.id);
  });
}

export async function unblock(db: Database, blocker: Person, blocked: Person): Promise<void> {
  await db.query('DELETE FROM blocks WHERE blocker = $1 AND blocked = $2', [blocker.id, blocked.id]);
}

/** Whether `blocker` blocks `blocked` (one way). */
export async function blocks(db: Queryable, blocker: string, blocked: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM blocks WHERE blocker = $1 AND blocked = $2', [
    blocker,
    blocked,
  ]);
  return found.rows.length > 0;
}

/**
 * Refuses what one of two players asks about the other when either blocks the other: to the blocked one, in the
 * same words as to anyone who cannot reach a player; to the blocker, with the reason they know already.
 */
export async function refuseIfBlocked(
  db: Queryable,
  asker: string,
  other: Person,
  what: string,
): Promise<void> {
  if (await blocks(db, asker, other.id)) {
    throw new PeopleRefusal('not-available', `you block ${other.username}: unblock them first to ${what}`);
  }
  if (await blocks(db, other.id, asker)) throw notAvailable(other);
}

const notAvailable = (other: Person): PeopleRefusal =>
  new PeopleRefusal('not-available', `${other.username} is not available`);

export async function listBlocks(db: Queryable, blocker: string): Promise<{ username: string }[]> {
  const found = await db.query<{ username: string }>(
    `SELECT p.username FROM blocks b JOIN players p ON p.id = b.blocked
      WHERE b.blocker = $1 ORDER BY lower(p.username)`,
    [blocker],
  );
  return found.rows;
}

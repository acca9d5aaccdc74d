/**
 * Holds, until the caller's transaction ends, every other change between the same two players (a follow, a block,
 * a direct challenge, either way round): a follow sent at the moment of a block then either comes first and is
 * ended by the block, or comes after and sees it. Without the lock both could pass their checks and a follow
 * outlive the block that should have ended it.
 */
import type { Queryable } from '../db/database.js';

export async function lockPair(tx: Queryable, first: string, second: string): Promise<void> {
  const [low, high] = first < second ? [first, second] : [second, first];
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('pair:' || $1 || ':' || $2))", [low, high]);
}

/** Where a profile's viewer stands with its player: whether they follow and whether they block them. */
import type { Relation } from '@katz/protocol';
import type { Queryable } from '../db/database.js';
import type { Player } from '../identity/players.js';
import { blocks } from './blocks.js';
import { follows } from './follows.js';

/** Null for a guest or nobody (who can do neither), and on one's own profile. */
export async function relationTo(db: Queryable, viewer: Player | null, playerId: string): Promise<Relation> {
  if (!viewer?.username || viewer.id === playerId) return null;
  const [following, blocking] = await Promise.all([
    follows(db, viewer.id, playerId),
    blocks(db, viewer.id, playerId),
  ]);
  return { following, blocking };
}

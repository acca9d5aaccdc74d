/**
 * Following (docs/social.md): a registered player follows another, one way, and sees on their friends page whether
 * the other is online and what they play now. The followed player is not told, and nobody can list who follows
 * whom: the one reader of a follow is its follower.
 */
import { MAX_FOLLOWS, type Followed, type Follows } from '@katz/protocol';
import { PeopleRefusal } from './people-refusal.js';
import type { Database, Queryable } from '../db/database.js';
import { seatRating } from '../ratings/provisional.js';
import { refuseIfBlocked } from './blocks.js';
import { lockPair } from './pair-lock.js';
import { ONLINE_SQL } from './presence-rows.js';
import type { Person } from './registered-person.js';

/** A game counts as played now while a move was made in it within this long. */
const PLAYING_WITHIN_MINUTES = 15;

export async function follow(db: Database, follower: Person, followed: Person): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPair(tx, follower.id, followed.id);
    await refuseIfBlocked(tx, follower.id, followed, 'follow them');
    const added = await tx.query(
      `INSERT INTO follows (follower, followed)
         SELECT $1, $2 WHERE (SELECT count(*) FROM follows WHERE follower = $1) < $3
       ON CONFLICT DO NOTHING RETURNING 1`,
      [follower.id, followed.id, MAX_FOLLOWS],
    );
    if (added.rows.length > 0) return;
    const already = await tx.query('SELECT 1 FROM follows WHERE follower = $1 AND followed = $2', [
      follower.id,
      followed.id,
    ]);
    if (already.rows.length === 0) {
      throw new PeopleRefusal(
        'too-many-follows',
        `you follow ${String(MAX_FOLLOWS)} players already: unfollow one first`,
      );
    }
  });
}

export async function unfollow(db: Database, follower: Person, followed: Person): Promise<void> {
  await db.query('DELETE FROM follows WHERE follower = $1 AND followed = $2', [follower.id, followed.id]);
}

/** Whether `follower` follows `followed`. */
export async function follows(db: Queryable, follower: string, followed: string): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM follows WHERE follower = $1 AND followed = $2', [
    follower,
    followed,
  ]);
  return found.rows.length > 0;
}

interface FollowedRow {
  id: string;
  username: string;
  rating: number | null;
  rated_games: number | null;
  online: boolean;
}

interface PlayingRow {
  player: string;
  game_id: string;
  opponent: string;
}

/** The players `follower` follows, the online first, with what they play now; and whether `follower` hides. */
export async function listFollows(db: Queryable, follower: string, staleSeconds: number): Promise<Follows> {
  const found = await db.query<FollowedRow>(
    `SELECT p.id, p.username, r.rating, r.games AS rated_games,
            (NOT p.hides_presence AND ${ONLINE_SQL('p.id', '$2')}) AS online
       FROM follows f JOIN players p ON p.id = f.followed LEFT JOIN ratings r ON r.player_id = p.id
      WHERE f.follower = $1
      ORDER BY online DESC, lower(p.username)`,
    [follower, staleSeconds],
  );
  const shown = found.rows.filter((row) => row.online).map((row) => row.id);
  const playing = shown.length === 0 ? [] : await playingNow(db, shown);
  const hidden = await db.query<{ hides_presence: boolean }>(
    'SELECT hides_presence FROM players WHERE id = $1',
    [follower],
  );
  return {
    players: found.rows.map((row): Followed => ({
      username: row.username,
      rating: seatRating(row.rating, row.rated_games),
      online: row.online,
      playing: playing
        .filter((game) => game.player === row.id)
        .map((game) => ({ gameId: game.game_id, opponent: game.opponent })),
    })),
    hidden: hidden.rows[0]?.hides_presence ?? false,
  };
}

/**
 * The running games of these players that anyone may watch, moved in lately: a duplicate round's table still in
 * play shows nowhere but to its players (docs/tournaments.md), so it is left out.
 */
async function playingNow(db: Queryable, players: readonly string[]): Promise<PlayingRow[]> {
  const found = await db.query<PlayingRow>(
    `SELECT s.player, g.id AS game_id,
            coalesce(CASE WHEN s.seat = 0 THEN o1.name ELSE o0.name END,
                     CASE WHEN s.seat = 0 THEN g.computer1 ELSE g.computer0 END) AS opponent
       FROM games g
       CROSS JOIN LATERAL (VALUES (g.player0, 0), (g.player1, 1)) AS s (player, seat)
       LEFT JOIN players o0 ON o0.id = g.player0
       LEFT JOIN players o1 ON o1.id = g.player1
      WHERE g.state = 'running' AND s.player = ANY($1)
        AND g.updated_at > now() - make_interval(mins => $2)
        AND NOT duplicate_deal_in_play(g.seed_hash, g.tournament_id)
      ORDER BY g.updated_at DESC`,
    [players, PLAYING_WITHIN_MINUTES],
  );
  return found.rows;
}

export async function setPresenceHidden(db: Queryable, playerId: string, hidden: boolean): Promise<void> {
  await db.query('UPDATE players SET hides_presence = $2 WHERE id = $1', [playerId, hidden]);
}

/**
 * "Play a person" (docs/social.md, "A person now"): a pool of players waiting for an opponent, by time per turn and
 * rated or not. Joining tries to pair at once; the process holding the clock lease tries again at its sweep, as the
 * windows widen with the wait (jobs/lease-held-jobs.ts). Each pairing holds the pool's lock, so that a player is paired
 * exactly once however many processes try at the same moment, and makes the games in one statement; both players
 * hear of theirs at once (the live gameStarted, on any process).
 */
import { randomInt } from 'node:crypto';
import type { PoolState } from '@katz/protocol';
import type { Database, Queryable } from '../db/database.js';
import { createGames, newDeal, type NewGame } from '../games/create-game.js';
import type { Player } from '../identity/players.js';
import { NEWCOMER } from '../ratings/glicko2.js';
import { PeopleRefusal } from './people-refusal.js';
import { pairWaiting, type Waiting } from './pool-pairing.js';

/** A paired entry stays readable this long (the pairing's answer to a page that asks), then goes. */
const PAIRED_KEPT_MINUTES = 60;

export interface PoolTerms {
  readonly turnSeconds: number;
  readonly rated: boolean;
}

export async function joinPool(db: Database, player: Player, terms: PoolTerms): Promise<PoolState> {
  if (terms.rated && player.username === null) {
    throw new PeopleRefusal(
      'account-required',
      'a rated game is for registered players: register, or wait unrated',
    );
  }
  // A guest waits at the newcomers' rating, as a registered player before their first rated game.
  await db.query(
    `INSERT INTO pool_entries (player_id, turn_seconds, rated, rating)
       SELECT p.id, $2, $3, coalesce(r.rating, $4) FROM players p LEFT JOIN ratings r ON r.player_id = p.id
        WHERE p.id = $1
     ON CONFLICT (player_id) DO UPDATE SET turn_seconds = $2, rated = $3, rating = excluded.rating,
       joined_at = now(), game_id = NULL, paired_at = NULL`,
    [player.id, terms.turnSeconds, terms.rated, NEWCOMER.rating],
  );
  await pairPool(db);
  return poolState(db, player.id);
}

export async function leavePool(db: Queryable, playerId: string): Promise<void> {
  await db.query('DELETE FROM pool_entries WHERE player_id = $1 AND game_id IS NULL', [playerId]);
}

export async function poolState(db: Queryable, playerId: string): Promise<PoolState> {
  const found = await db.query<{
    turn_seconds: number;
    rated: boolean;
    joined_at: Date;
    game_id: string | null;
    waiting: number;
  }>(
    `SELECT e.turn_seconds, e.rated, e.joined_at, e.game_id,
            (SELECT count(*)::int FROM pool_entries o
              WHERE o.game_id IS NULL AND o.turn_seconds = e.turn_seconds AND o.rated = e.rated) AS waiting
       FROM pool_entries e WHERE e.player_id = $1`,
    [playerId],
  );
  const entry = found.rows[0];
  if (entry === undefined) return { state: 'none' };
  if (entry.game_id !== null) return { state: 'paired', gameId: entry.game_id };
  return {
    state: 'waiting',
    turnSeconds: entry.turn_seconds,
    rated: entry.rated,
    since: entry.joined_at.toISOString(),
    waiting: entry.waiting,
  };
}

/** Pairs whom the pool can pair now, exactly once; answers how many games it made. */
export async function pairPool(db: Database): Promise<number> {
  // One statement when fewer than two wait, as most of the time: it runs at every sweep of the clock.
  const waitingNow = await db.query<{ waiting: number }>(
    `WITH gone AS (
       DELETE FROM pool_entries WHERE game_id IS NOT NULL AND paired_at < now() - make_interval(mins => $1)
     )
     SELECT count(*)::int AS waiting FROM pool_entries WHERE game_id IS NULL`,
    [PAIRED_KEPT_MINUTES],
  );
  if ((waitingNow.rows[0]?.waiting ?? 0) < 2) return 0;
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('pool'))");
    const found = await tx.query<{
      player_id: string;
      turn_seconds: number;
      rated: boolean;
      rating: number;
      waited: number;
    }>(
      `SELECT player_id, turn_seconds, rated, rating, extract(epoch FROM now() - joined_at)::float8 AS waited
         FROM pool_entries WHERE game_id IS NULL`,
    );
    if (found.rows.length < 2) return 0;
    const waiting = found.rows.map((row): Waiting & PoolTerms => ({
      playerId: row.player_id,
      terms: `${String(row.turn_seconds)} ${String(row.rated)}`,
      rating: row.rating,
      waited: row.waited,
      turnSeconds: row.turn_seconds,
      rated: row.rated,
    }));
    const blocks = await tx.query<{ blocker: string; blocked: string }>(
      'SELECT blocker, blocked FROM blocks WHERE blocker = ANY($1) AND blocked = ANY($1)',
      [waiting.map((entry) => entry.playerId)],
    );
    const apart = new Set(
      blocks.rows.flatMap((row) => [`${row.blocker} ${row.blocked}`, `${row.blocked} ${row.blocker}`]),
    );
    const pairs = pairWaiting(waiting, (first, second) => apart.has(`${first} ${second}`));
    // One statement per terms: a pairing's games are made together, as a tournament round's are.
    const byTerms = new Map<string, { terms: PoolTerms; games: NewGame[] }>();
    for (const [first, second] of pairs) {
      // Who moves first is the deal's to say; who sits where, a coin's.
      const [one, other] = randomInt(2) === 0 ? [first, second] : [second, first];
      const game: NewGame = {
        seats: [{ playerId: one.playerId }, { playerId: other.playerId }],
        deal: newDeal(),
      };
      const group = byTerms.get(first.terms) ?? { terms: first, games: [] };
      group.games.push(game);
      byTerms.set(first.terms, group);
    }
    for (const { terms, games } of byTerms.values()) {
      await createGames(tx, games, { turnSeconds: terms.turnSeconds, rated: terms.rated });
      await tx.query(
        `UPDATE pool_entries e SET game_id = g.game_id, paired_at = now()
           FROM unnest($1::text[], $2::text[]) AS g (player_id, game_id) WHERE e.player_id = g.player_id`,
        [
          games.flatMap((game) => game.seats.map((seat) => ('playerId' in seat ? seat.playerId : ''))),
          games.flatMap((game) => [game.deal.id, game.deal.id]),
        ],
      );
    }
    return pairs.length;
  });
}

/**
 * A rated game's end, in the transaction that ended it (by a play, a resignation or the clock): both ratings move,
 * or the game is stored unrated when it may not count (ratings/rate-game.ts); every process hears that the seats
 * changed; and the game is read again to show the new ratings.
 *
 * A table of a duplicate round is rated when the last table of its round ends, all of the round's tables then:
 * a rating that moved earlier would tell everyone, on the leaderboard and the profiles, how a table of a round
 * still in play went (docs/tournaments.md, "What stays hidden").
 */
import type { Queryable } from '../db/database.js';
import { rateGame } from '../ratings/rate-game.js';
import { loadGame } from './game-store.js';
import type { Notice } from '../notices/notice.js';
import { announce } from '../notices/announce.js';
import type { StoredGame } from './stored-game.js';

/** The ended game as it is after its rating, or null when it was not a rated game to rate now. */
export async function rateEnded(tx: Queryable, game: StoredGame): Promise<StoredGame | null> {
  if (!game.rated) return null;
  let changed = false;
  const seats: Notice[] = [];
  for (const { id, player0, player1 } of await gamesToRate(tx, game)) {
    if (!(await rateGame(tx, id))) continue;
    changed ||= id === game.id;
    for (const player of [player0, player1]) if (player !== null) seats.push({ kind: 'seatOf', player });
  }
  await announce(tx, ...seats);
  return changed ? loadGame(tx, game.id) : null;
}

interface GameToRate {
  readonly id: string;
  readonly player0: string | null;
  readonly player1: string | null;
}

/**
 * The games this end rates: the game itself; for a table of a duplicate round, none while another table of it
 * plays, and every table of it not rated yet once the last one ends, in the order they ended.
 */
async function gamesToRate(tx: Queryable, game: StoredGame): Promise<GameToRate[]> {
  const itself = [{ id: game.id, player0: seatPlayer(game, 0), player1: seatPlayer(game, 1) }];
  if (game.tournament === null) return itself;
  // The deal's lock: two of its last tables ending at the same moment take turns, and the second sees the first
  // over (a statement that begins after the lock sees what the first committed).
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('deal:' || seed_hash)) FROM games WHERE id = $1`, [
    game.id,
  ]);
  const found = await tx.query<GameToRate & { dealt_alike: boolean }>(
    `SELECT o.id, o.player0, o.player1, t.dealing <> 'game' AS dealt_alike
     FROM games g JOIN tournaments t ON t.id = g.tournament_id
     JOIN games o ON o.seed_hash = g.seed_hash AND o.tournament_id = g.tournament_id
     WHERE g.id = $1 AND (t.dealing = 'game' OR NOT duplicate_deal_in_play(g.seed_hash, g.tournament_id))
       AND o.rated AND o.state = 'over'
       AND NOT EXISTS (SELECT 1 FROM rating_history h WHERE h.game_id = o.id)
     ORDER BY o.updated_at, o.id`,
    [game.id],
  );
  if (found.rows.length === 0 || found.rows[0]?.dealt_alike !== true) {
    return found.rows.some((row) => row.id === game.id) ? itself : [];
  }
  return found.rows.map(({ id, player0, player1 }) => ({ id, player0, player1 }));
}

const seatPlayer = (game: StoredGame, seat: 0 | 1): string | null => {
  const at = game.seats[seat];
  return at.kind === 'person' ? at.playerId : null;
};

/**
 * Many games between people at once, in one statement: a tournament's round (tournaments/). One INSERT per game
 * cost a round of 500 games half a second on the embedded database, each a round trip through its one
 * connection; one statement for them all does the same work in one. Each game is as createGame makes it: its
 * deal, the first turn's clock, its notices (the first version, each player's start).
 */
import type { Queryable } from '../db/database.js';
import type { NewDeal } from './create-game.js';
import { gameStarts, NOTICE_CHANNEL, noticeText } from './notices.js';

export interface PeopleGame {
  /** The players in seat 0 and seat 1. */
  readonly seats: readonly [string, string];
  readonly deal: NewDeal;
}

/** Stores `games` (none of them rated unless `rated`), all of one turn time and tournament; their ids, in order. */
export async function createPeopleGames(
  db: Queryable,
  games: readonly PeopleGame[],
  options: { readonly turnSeconds: number; readonly rated: boolean; readonly tournamentId: string | null },
): Promise<string[]> {
  if (games.length === 0) return [];
  const column = <T>(of: (game: PeopleGame) => T): T[] => games.map(of);
  const notices = games.flatMap((game) => gameStarts(game.deal.id, game.seats)).map(noticeText);
  await db.query(
    `WITH made AS (
       INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, turn_seconds, position, state,
         turn_deadline, rated, tournament_id)
       SELECT r.id, r.seed, r.seed_hash, r.shuffle, r.bot_seed, r.player0, r.player1, $9::int, r.position::jsonb,
         'running',
         next_turn_deadline(seat_player((r.position::jsonb->>'toMove')::int, r.player0, r.player1), $9::int),
         $10, $11
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS r(id, seed, seed_hash, shuffle, bot_seed, player0, player1, position)
       RETURNING id
     )
     SELECT pg_notify($12, notice) FROM unnest($13::text[]) WITH ORDINALITY AS n(notice, at)
     WHERE (SELECT count(*) FROM made) = $14 ORDER BY at`,
    [
      column((game) => game.deal.id),
      column((game) => game.deal.seed),
      column((game) => game.deal.seedHash),
      column((game) => game.deal.shuffle),
      column((game) => game.deal.botSeed),
      column((game) => game.seats[0]),
      column((game) => game.seats[1]),
      column((game) => JSON.stringify(game.deal.position)),
      options.turnSeconds,
      options.rated,
      options.tournamentId,
      NOTICE_CHANNEL,
      notices,
      games.length,
    ],
  );
  return games.map((game) => game.deal.id);
}

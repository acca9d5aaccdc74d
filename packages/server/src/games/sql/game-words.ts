/**
 * The game's words in SQL, each written once: small functions that every query and database function calls
 * instead of spelling the rule out again.
 *
 * - `seat_player(seat, player0, player1)`: the person in a seat (null for the computer). Who is to move is
 *   `seat_player(g.to_move, g.player0, g.player1)`; who waits, `seat_player(1 - g.to_move, …)`.
 * - `correspondence_turn_running(state, turn_seconds, deadline)`: a turn of a day or more is being played, its
 *   clock running: the turns that notices are sent for and that vacations pause.
 * - `current_vacation_end(player)`: the end of the vacation the player is on now, or null.
 * - `duplicate_deal_in_play(deal, tournament)`: a game of a duplicate tournament whose deal (its seed's hash) is
 *   still being played at one of the tables dealt it, its own included: nobody but its two players may look at it,
 *   and its seed, replay, record and review wait for the last of those tables to end (docs/tournaments.md).
 *
 * Plain SQL, so that the planner inlines them (an index on the columns they read still serves), and checked
 * when they are made: they come first of the database's functions (schema.ts).
 */
import { CORRESPONDENCE_SECONDS } from '@katz/protocol';
import type { Definition } from '../../db/migrate.js';

/** Each word a definition of its own (a definition defines one function, named after it), in this order. */
export const GAME_WORDS: readonly Definition[] = [
  {
    name: 'seat_player',
    sql: `
  CREATE OR REPLACE FUNCTION seat_player(seat integer, player0 text, player1 text) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$ SELECT CASE seat WHEN 0 THEN player0 ELSE player1 END $$;
`,
  },
  {
    name: 'correspondence_turn_running',
    sql: `
  CREATE OR REPLACE FUNCTION correspondence_turn_running(state text, turn_seconds integer,
      deadline timestamptz) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS $$
    SELECT state = 'running' AND turn_seconds >= ${CORRESPONDENCE_SECONDS} AND deadline IS NOT NULL
  $$;
`,
  },
  {
    name: 'current_vacation_end',
    sql: `
  CREATE OR REPLACE FUNCTION current_vacation_end(player text) RETURNS timestamptz
    LANGUAGE sql STABLE AS $$
    SELECT max(v.ends_at) FROM vacations v WHERE v.player_id = player AND v.starts_at <= now() AND v.ends_at > now()
  $$;
`,
  },
  {
    name: 'duplicate_deal_in_play',
    sql: `
  CREATE OR REPLACE FUNCTION duplicate_deal_in_play(deal text, tournament text) RETURNS boolean
    LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM tournaments t WHERE t.id = tournament AND t.dealing <> 'game')
      AND EXISTS (SELECT 1 FROM games g WHERE g.seed_hash = deal AND g.state = 'running')
  $$;
`,
  },
];

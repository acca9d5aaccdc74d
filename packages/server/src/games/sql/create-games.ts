/**
 * create_games: the one statement that makes games (docs/architecture-server.md, "Where a game is made"):
 * every new game, whoever makes it (games/create-game.ts for a game against the computer, a rematch and a
 * tournament's round; accept_challenge for an accepted challenge), is inserted here from its deal, running, the
 * first turn's clock started when a person is to move, with the notices its caller wrote (notices/notice.ts
 * `gameStarts`), sent only when every game was made.
 */
import type { Definition } from '../../db/migrate.js';

export const CREATE_GAMES: Definition = {
  name: 'create_games',
  sql: `
  CREATE OR REPLACE FUNCTION create_games(games jsonb, channel text, notices text[]) RETURNS integer
    LANGUAGE plpgsql AS $$
  DECLARE
    made integer;
  BEGIN
    INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, computer0, computer1,
        turn_seconds, position, state, turn_deadline, rated, tournament_id)
      SELECT g.id, g.seed, g.seed_hash, g.shuffle, g.bot_seed, g.player0, g.player1, g.computer0, g.computer1,
        g.turn_seconds, g.position, 'running',
        CASE WHEN seat_player((g.position->>'toMove')::integer, g.player0, g.player1) IS NOT NULL THEN
          next_turn_deadline(seat_player((g.position->>'toMove')::integer, g.player0, g.player1), g.turn_seconds)
        END,
        g.rated, g.tournament_id
      FROM jsonb_to_recordset(games) AS g(id text, seed text, seed_hash text, shuffle text, bot_seed text,
        player0 text, player1 text, computer0 text, computer1 text, turn_seconds integer, position jsonb,
        rated boolean, tournament_id text);
    GET DIAGNOSTICS made = ROW_COUNT;
    IF made = jsonb_array_length(games) THEN
      PERFORM pg_notify(channel, n.notice) FROM unnest(notices) WITH ORDINALITY AS n(notice, at) ORDER BY n.at;
    END IF;
    RETURN made;
  END
  $$;
`,
};

/**
 * store_plays: the one statement that stores a change of a game (games/play-store.ts), whatever made it: plays,
 * those of many games at once (games/play-batches.ts) as well as a checked batch of held plays in the full
 * transaction (play-action.ts), and a game's end outside the rules (a resignation or the clock, games/end-game.ts),
 * whose one entry has the kind `resign` or `timeout` and no action, and which the clock makes only once the
 * deadline has passed by the database's clock (`due`). One statement, so that the database plans it once per
 * connection instead of once per change (planning was most of a play's cost on PGlite). Each change (an element of
 * the array: one action or several of one turn, each its own version and log entry, or an end) is stored only if
 * its game is still at its version and its client action id is unused; a row comes back for each change stored,
 * and its notice goes out at commit. A change whose result is set ends its game. With carry (on a PostgreSQL
 * server, where other processes keep the game too) its notice gains what only the database knows (`stored`: the
 * time, the new deadline, the seats' names: notices/notice.ts), so that another process rebuilds the change from
 * the notice alone (changes/carried-play.ts).
 */
import type { Definition } from '../../db/migrate.js';

export const STORE_PLAYS: Definition = {
  name: 'store_plays',
  sql: `
  CREATE OR REPLACE FUNCTION store_plays(plays jsonb, channel text)
    RETURNS TABLE (id text, turn_deadline timestamptz, updated_at timestamptz, read_at timestamptz,
      name0 text, name1 text)
    LANGUAGE plpgsql AS $$
  #variable_conflict use_column
  BEGIN
    RETURN QUERY
    WITH input AS (
      -- A process started before plays held several actions sends its one action as action and events.
      SELECT i.*, coalesce(i.actions, jsonb_build_array(jsonb_build_object('action', i.action, 'events', i.events)))
          AS steps
      FROM jsonb_to_recordset(plays) AS i(id text, version integer, position jsonb, deadline text, seat smallint,
        client_action_id text, actions jsonb, action jsonb, events jsonb, notice text, result jsonb, carry boolean,
        kind text, due boolean)
    ), updated AS (
      UPDATE games g SET position = i.position, version = i.version + jsonb_array_length(i.steps),
        updated_at = now(),
        state = CASE WHEN i.result IS NULL THEN 'running' ELSE 'over' END, result = i.result,
        turn_deadline = CASE i.deadline WHEN 'none' THEN NULL WHEN 'keep' THEN g.turn_deadline
          ELSE next_turn_deadline(seat_player((i.position->>'toMove')::integer, g.player0, g.player1),
            g.turn_seconds) END
      FROM input i
      WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id AND g.version = i.version
        AND (i.due IS NOT TRUE OR g.turn_deadline <= now())
        AND NOT EXISTS (SELECT 1 FROM game_log l
          WHERE l.game_id = i.id AND l.seat = i.seat AND l.client_action_id = i.client_action_id)
      RETURNING g.id, g.player0, g.player1, g.turn_deadline, g.updated_at, now() AS read_at
    ), logged AS (
      -- An entry per action, each its own version; the client action id marks the last of them.
      INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
      SELECT i.id, i.version + s.n, i.seat, coalesce(i.kind, 'action'), nullif(s.step->'action', 'null'),
        CASE WHEN s.n = jsonb_array_length(i.steps) THEN i.client_action_id END, s.step->'events'
      FROM updated u JOIN input i ON i.id = u.id
        CROSS JOIN LATERAL jsonb_array_elements(i.steps) WITH ORDINALITY AS s(step, n)
    ), named AS (
      SELECT u.id, u.turn_deadline, u.updated_at, u.read_at,
        (SELECT name FROM players WHERE players.id = u.player0) AS name0,
        (SELECT name FROM players WHERE players.id = u.player1) AS name1
      FROM updated u
    ), announced AS (
      SELECT pg_notify(channel, CASE WHEN i.carry
        THEN (i.notice::jsonb || jsonb_build_object('stored', jsonb_build_object('at', n.updated_at,
          'deadline', n.turn_deadline, 'names', jsonb_build_array(n.name0, n.name1))))::text
        ELSE i.notice END)
      FROM named n JOIN input i ON i.id = n.id
    )
    SELECT n.id, n.turn_deadline, n.updated_at, n.read_at, n.name0, n.name1
    FROM named n, (SELECT count(*) FROM announced) AS sent;
  END
  $$;
`,
};

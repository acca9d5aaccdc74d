/**
 * The schema, as numbered migrations that run in order, each once, on PGlite and PostgreSQL alike. Never edit
 * a migration that has shipped: add the next one.
 *
 * Time is the database's (`now()`), so that several server processes agree on every clock.
 */
import { NOTIFICATIONS_MIGRATION } from './migration-notifications.js';

export const MIGRATIONS: readonly { readonly version: number; readonly sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE players (
        id text PRIMARY KEY,
        session_hash text NOT NULL UNIQUE,  -- SHA-256 of the session cookie; the cookie itself is never stored
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE games (
        id text PRIMARY KEY,
        seed text NOT NULL,                  -- secret until the game is over
        seed_hash text NOT NULL,             -- SHA-256 of the seed, public from the start (docs/fairness.md)
        shuffle text NOT NULL,
        bot_seed text NOT NULL,              -- the computer's own randomness; never derived from the deal
        player0 text REFERENCES players (id),
        player1 text REFERENCES players (id),
        computer0 text,                      -- a bot level where the seat is the computer's
        computer1 text,
        turn_seconds integer NOT NULL,
        version integer NOT NULL DEFAULT 0,  -- entries in game_log; every change adds one
        position jsonb NOT NULL,             -- the whole position, hidden cards included
        state text NOT NULL CHECK (state IN ('running', 'over')),
        result jsonb,
        turn_deadline timestamptz,           -- when the person to move loses on time; null on a computer's turn
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((player0 IS NULL) <> (computer0 IS NULL)),
        CHECK ((player1 IS NULL) <> (computer1 IS NULL))
      );
      CREATE INDEX games_player0 ON games (player0, state);
      CREATE INDEX games_player1 ON games (player1, state);
      CREATE INDEX games_deadline ON games (turn_deadline) WHERE state = 'running';

      CREATE TABLE game_log (
        game_id text NOT NULL REFERENCES games (id),
        version integer NOT NULL,            -- the game's version after this entry
        seat smallint NOT NULL CHECK (seat IN (0, 1)),
        kind text NOT NULL CHECK (kind IN ('action', 'resign', 'timeout')),
        action jsonb,
        client_action_id text,
        events jsonb NOT NULL,               -- every event in full; filtered per viewer on the way out
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, version)
      );
      CREATE UNIQUE INDEX game_log_client_action ON game_log (game_id, seat, client_action_id)
        WHERE client_action_id IS NOT NULL;

      CREATE TABLE challenges (
        id text PRIMARY KEY,                 -- unguessable: a link-only challenge is reached by knowing it
        creator text NOT NULL REFERENCES players (id),
        listed boolean NOT NULL,             -- shown in the lobby, or reachable only by its invitation link
        turn_seconds integer NOT NULL,
        state text NOT NULL CHECK (state IN ('open', 'accepted', 'cancelled')),
        game_id text REFERENCES games (id),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX challenges_open ON challenges (created_at) WHERE state = 'open' AND listed;
    `,
  },
  {
    version: 2,
    sql: `
      -- A registered player has an account name (compared case-insensitively); a guest has none.
      ALTER TABLE players ADD COLUMN username text;
      ALTER TABLE players ADD COLUMN registered_at timestamptz;
      CREATE UNIQUE INDEX players_username ON players (lower(username)) WHERE username IS NOT NULL;
    `,
  },
  {
    version: 3,
    sql: `
      -- Accounts. A session is a row of its own, so that a player may have one per device; the token itself is
      -- never stored, only its SHA-256. The guests' sessions move here and keep working.
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        player_id text NOT NULL REFERENCES players (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sessions_player ON sessions (player_id);
      INSERT INTO sessions (token_hash, player_id, created_at, last_used_at)
        SELECT session_hash, id, created_at, now() FROM players;
      ALTER TABLE players DROP COLUMN session_hash;

      -- A registered player's password and recovery code, each only as a hash (identity/passwords.ts).
      ALTER TABLE players ADD COLUMN password_hash text;
      ALTER TABLE players ADD COLUMN recovery_hash text;
      ALTER TABLE players ADD CONSTRAINT players_account
        CHECK ((username IS NULL) = (password_hash IS NULL) AND (username IS NULL) = (registered_at IS NULL));

      -- Failed logins in the current window, per user name and per address, shared by every server process.
      CREATE TABLE login_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_ends timestamptz NOT NULL
      );
      CREATE INDEX login_failures_window ON login_failures (window_ends);
    `,
  },
  {
    version: 4,
    sql: `
      -- Ratings (docs/ratings.md): Glicko-2 per registered player; a player without a row has never played rated.
      CREATE TABLE ratings (
        player_id text PRIMARY KEY REFERENCES players (id),
        rating double precision NOT NULL,
        rd double precision NOT NULL,
        volatility double precision NOT NULL,
        games integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ratings_leaderboard ON ratings (rating DESC);

      -- One row per rated game and player: the rating before and after that game.
      CREATE TABLE rating_history (
        game_id text NOT NULL REFERENCES games (id),
        player_id text NOT NULL REFERENCES players (id),
        opponent_id text NOT NULL REFERENCES players (id),
        score real NOT NULL CHECK (score IN (0, 0.5, 1)),
        rating_before double precision NOT NULL,
        rd_before double precision NOT NULL,
        rating_after double precision NOT NULL,
        rd_after double precision NOT NULL,
        volatility_after double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, player_id)
      );
      CREATE INDEX rating_history_player ON rating_history (player_id, created_at DESC);

      ALTER TABLE challenges ADD COLUMN rated boolean NOT NULL DEFAULT false;
      ALTER TABLE games ADD COLUMN rated boolean NOT NULL DEFAULT false;

      -- Rematch: the seat offering one after the end, and the game that answered it once accepted.
      ALTER TABLE games ADD COLUMN rematch_offer smallint CHECK (rematch_offer IN (0, 1));
      ALTER TABLE games ADD COLUMN rematch_game text REFERENCES games (id);

      -- Spectators: each server process keeps its count of a game's spectators here, refreshed by a heartbeat,
      -- so the sum over fresh rows is right however many processes share the database (live/spectators).
      CREATE TABLE watchers (
        game_id text NOT NULL REFERENCES games (id),
        process_id text NOT NULL,
        spectators integer NOT NULL CHECK (spectators > 0),
        seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, process_id)
      );
      CREATE INDEX watchers_seen ON watchers (seen_at);
    `,
  },
  {
    version: 5,
    sql: `
      -- Work that one server process at a time does, when several share the database (leases/lease-store.ts):
      -- the clock sweep ('clocks') and each game's computer turn ('computer:' and the game's id).
      CREATE TABLE leases (
        name text PRIMARY KEY,
        owner text NOT NULL,                 -- the random id of the process holding it
        expires_at timestamptz NOT NULL      -- by the database's clock; then any process may take it
      );
      CREATE INDEX leases_owner ON leases (owner);
      -- The running games waiting for the computer, for the scan that finds those no process is playing. The
      -- condition is repeated word for word in games/computer-waiting.ts, so that the planner uses this index.
      CREATE INDEX games_computer_to_move ON games (id) WHERE state = 'running' AND (
        (computer0 IS NOT NULL AND position->>'toMove' = '0') OR
        (computer1 IS NOT NULL AND position->>'toMove' = '1'));
    `,
  },
  {
    version: 6,
    sql: `
      -- The common play of many games at once (games/known-play.ts), as a function so that the database plans
      -- its statement once per connection instead of once per play: planning was most of a play's cost on
      -- PGlite. Each play (an element of the array) is stored only if its game is still at its version and its
      -- client action id is unused; a row comes back for each play stored, and its notice goes out at commit.
      CREATE FUNCTION store_plays(plays jsonb, channel text)
        RETURNS TABLE (id text, turn_deadline timestamptz, updated_at timestamptz, read_at timestamptz,
          name0 text, name1 text)
        LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH input AS (
          SELECT * FROM jsonb_to_recordset(plays) AS i(id text, version integer, position jsonb,
            deadline text, seat smallint, client_action_id text, action jsonb, events jsonb, notice text)
        ), updated AS (
          UPDATE games g SET position = i.position, version = i.version + 1, updated_at = now(),
            turn_deadline = CASE i.deadline WHEN 'none' THEN NULL WHEN 'keep' THEN g.turn_deadline
              ELSE now() + make_interval(secs => g.turn_seconds) END
          FROM input i
          WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id AND g.version = i.version
            AND NOT EXISTS (SELECT 1 FROM game_log l
              WHERE l.game_id = i.id AND l.seat = i.seat AND l.client_action_id = i.client_action_id)
          RETURNING g.id, g.player0, g.player1, g.turn_deadline, g.updated_at, now() AS read_at
        ), logged AS (
          INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
          SELECT i.id, i.version + 1, i.seat, 'action', i.action, i.client_action_id, i.events
          FROM updated u JOIN input i ON i.id = u.id
        ), announced AS (
          SELECT pg_notify(channel, i.notice) FROM updated u JOIN input i ON i.id = u.id
        )
        SELECT u.id, u.turn_deadline, u.updated_at, u.read_at,
          (SELECT name FROM players WHERE players.id = u.player0),
          (SELECT name FROM players WHERE players.id = u.player1)
        FROM updated u, (SELECT count(*) FROM announced) AS sent;
      END
      $$;
    `,
  },
  {
    version: 7,
    sql: `
      -- Whose turn it is, as a column the database keeps from the position, so that the index of the games
      -- waiting for the computer no longer reads the position. An update that changes a column an index reads
      -- writes a new entry into every index of the table, and every play changes the position: five index
      -- entries a play. Now a play within a turn changes no column an index reads, and PostgreSQL keeps the new
      -- row version on its page without touching an index (a heap-only update), if the page has room: hence
      -- the fillfactor, which leaves a third of each new page for them. Measured alone on PGlite, 2,000 games:
      -- 0.27 to 0.36 ms an update before, 0.25 to 0.27 after.
      ALTER TABLE games ADD COLUMN to_move smallint GENERATED ALWAYS AS ((position->>'toMove')::smallint) STORED;
      DROP INDEX games_computer_to_move;
      -- The condition is repeated word for word in games/computer-waiting.ts, so that the planner uses this index.
      CREATE INDEX games_computer_to_move ON games (id) WHERE state = 'running' AND (
        (computer0 IS NOT NULL AND to_move = 0) OR (computer1 IS NOT NULL AND to_move = 1));
      ALTER TABLE games SET (fillfactor = 70);
    `,
  },
  {
    version: 8,
    sql: `
      -- Accepting a challenge in one statement (games/challenges.ts): the checks, the new game, the challenge
      -- marked accepted and the notices, all or nothing. As a transaction of seven statements it held PGlite's
      -- one session across as many round trips to its thread, while every play waited; one statement joins
      -- the plays' group commit instead, and on a PostgreSQL server it is one round trip instead of seven. The
      -- caller deals the game (the engine's work); the outcome says which check refused, if one did, in the
      -- order the API reports them. The row lock makes a second acceptance wait and then find it closed.
      CREATE FUNCTION accept_challenge(challenge_id text, acceptor_id text, new_game_id text, new_seed text,
          new_seed_hash text, new_shuffle text, new_bot_seed text, new_position jsonb, channel text)
        RETURNS TABLE (outcome text, challenge_state text)
        LANGUAGE plpgsql AS $$
      DECLARE
        offer challenges%ROWTYPE;
      BEGIN
        SELECT * INTO offer FROM challenges c WHERE c.id = challenge_id FOR UPDATE;
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'not-found', NULL::text;
        ELSIF offer.creator = acceptor_id THEN
          RETURN QUERY SELECT 'own', offer.state;
        ELSIF offer.rated AND NOT EXISTS
            (SELECT 1 FROM players p WHERE p.id = acceptor_id AND p.username IS NOT NULL) THEN
          RETURN QUERY SELECT 'account-required', offer.state;
        ELSIF offer.state <> 'open' THEN
          RETURN QUERY SELECT 'closed', offer.state;
        ELSE
          INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, turn_seconds, position,
              state, turn_deadline, rated)
            VALUES (new_game_id, new_seed, new_seed_hash, new_shuffle, new_bot_seed, offer.creator, acceptor_id,
              offer.turn_seconds, new_position, 'running', now() + make_interval(secs => offer.turn_seconds),
              offer.rated);
          UPDATE challenges c SET state = 'accepted', game_id = new_game_id WHERE c.id = challenge_id;
          -- The notices of games/notices.ts, in its order: the game's first version, then each player's start.
          PERFORM pg_notify(channel, json_build_object('game', new_game_id, 'version', 0)::text);
          PERFORM pg_notify(channel, json_build_object('player', offer.creator, 'gameStarted', new_game_id)::text);
          PERFORM pg_notify(channel, json_build_object('player', acceptor_id, 'gameStarted', new_game_id)::text);
          RETURN QUERY SELECT 'accepted', 'accepted';
        END IF;
      END
      $$;
    `,
  },
  {
    version: 9,
    sql: `
      -- store_plays (migration 6) also ends a game: a play whose result is set (null while the game goes on)
      -- leaves the game over with that result. The caller sends only the ends of unrated games this way; a rated
      -- game's end moves both ratings in the same transaction, which takes more than one statement. Before, the
      -- last play of every game took the full way: a transaction of seven statements or more, which on PGlite
      -- holds its one session, and every play, across as many round trips.
      CREATE OR REPLACE FUNCTION store_plays(plays jsonb, channel text)
        RETURNS TABLE (id text, turn_deadline timestamptz, updated_at timestamptz, read_at timestamptz,
          name0 text, name1 text)
        LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH input AS (
          SELECT * FROM jsonb_to_recordset(plays) AS i(id text, version integer, position jsonb,
            deadline text, seat smallint, client_action_id text, action jsonb, events jsonb, notice text,
            result jsonb)
        ), updated AS (
          UPDATE games g SET position = i.position, version = i.version + 1, updated_at = now(),
            state = CASE WHEN i.result IS NULL THEN 'running' ELSE 'over' END, result = i.result,
            turn_deadline = CASE i.deadline WHEN 'none' THEN NULL WHEN 'keep' THEN g.turn_deadline
              ELSE now() + make_interval(secs => g.turn_seconds) END
          FROM input i
          WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id AND g.version = i.version
            AND NOT EXISTS (SELECT 1 FROM game_log l
              WHERE l.game_id = i.id AND l.seat = i.seat AND l.client_action_id = i.client_action_id)
          RETURNING g.id, g.player0, g.player1, g.turn_deadline, g.updated_at, now() AS read_at
        ), logged AS (
          INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
          SELECT i.id, i.version + 1, i.seat, 'action', i.action, i.client_action_id, i.events
          FROM updated u JOIN input i ON i.id = u.id
        ), announced AS (
          SELECT pg_notify(channel, i.notice) FROM updated u JOIN input i ON i.id = u.id
        )
        SELECT u.id, u.turn_deadline, u.updated_at, u.read_at,
          (SELECT name FROM players WHERE players.id = u.player0),
          (SELECT name FROM players WHERE players.id = u.player1)
        FROM updated u, (SELECT count(*) FROM announced) AS sent;
      END
      $$;
    `,
  },
  {
    version: 10,
    sql: `
      -- store_plays (migrations 6 and 9) may announce a play with what the database decided about it: the time,
      -- the turn's deadline and the players' names, added to the notice the caller wrote (which then carries
      -- the play itself). Another process that kept the game at the version before rebuilds the change from the
      -- notice alone (changes/carried-play.ts); before, it read the game and its log back, once per play,
      -- which doubled the database's work when the two players of a game were connected to two processes.
      -- The caller asks for it (carry) only on a PostgreSQL server: the embedded database serves one process,
      -- which keeps its plays itself, and there the extra work only slowed every batch.
      CREATE OR REPLACE FUNCTION store_plays(plays jsonb, channel text)
        RETURNS TABLE (id text, turn_deadline timestamptz, updated_at timestamptz, read_at timestamptz,
          name0 text, name1 text)
        LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        RETURN QUERY
        WITH input AS (
          SELECT * FROM jsonb_to_recordset(plays) AS i(id text, version integer, position jsonb,
            deadline text, seat smallint, client_action_id text, action jsonb, events jsonb, notice text,
            result jsonb, carry boolean)
        ), updated AS (
          UPDATE games g SET position = i.position, version = i.version + 1, updated_at = now(),
            state = CASE WHEN i.result IS NULL THEN 'running' ELSE 'over' END, result = i.result,
            turn_deadline = CASE i.deadline WHEN 'none' THEN NULL WHEN 'keep' THEN g.turn_deadline
              ELSE now() + make_interval(secs => g.turn_seconds) END
          FROM input i
          WHERE g.id = ANY (ARRAY(SELECT id FROM input)) AND g.id = i.id AND g.version = i.version
            AND NOT EXISTS (SELECT 1 FROM game_log l
              WHERE l.game_id = i.id AND l.seat = i.seat AND l.client_action_id = i.client_action_id)
          RETURNING g.id, g.player0, g.player1, g.turn_deadline, g.updated_at, now() AS read_at
        ), logged AS (
          INSERT INTO game_log (game_id, version, seat, kind, action, client_action_id, events)
          SELECT i.id, i.version + 1, i.seat, 'action', i.action, i.client_action_id, i.events
          FROM updated u JOIN input i ON i.id = u.id
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
  },
  {
    version: 11,
    sql: `
      -- accept_challenge (migration 8) also answers the game it started, as games/game-store.ts reads a game
      -- (the seats' names and ratings as loadGame reads them), so that the accepting process keeps it and the
      -- players' first updates need no read of it: on PGlite each read waited for a batch of its own.
      DROP FUNCTION accept_challenge(text, text, text, text, text, text, text, jsonb, text);
      CREATE FUNCTION accept_challenge(challenge_id text, acceptor_id text, new_game_id text, new_seed text,
          new_seed_hash text, new_shuffle text, new_bot_seed text, new_position jsonb, channel text)
        RETURNS TABLE (outcome text, challenge_state text, player0 text, player1 text, name0 text, name1 text,
          turn_seconds integer, rated boolean, rating0 double precision, games0 integer,
          rating1 double precision, games1 integer, turn_deadline timestamptz, created_at timestamptz,
          read_at timestamptz)
        LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        offer challenges%ROWTYPE;
        refusal text;
      BEGIN
        SELECT * INTO offer FROM challenges c WHERE c.id = challenge_id FOR UPDATE;
        IF NOT FOUND THEN
          refusal := 'not-found';
        ELSIF offer.creator = acceptor_id THEN
          refusal := 'own';
        ELSIF offer.rated AND NOT EXISTS
            (SELECT 1 FROM players p WHERE p.id = acceptor_id AND p.username IS NOT NULL) THEN
          refusal := 'account-required';
        ELSIF offer.state <> 'open' THEN
          refusal := 'closed';
        END IF;
        IF refusal IS NOT NULL THEN
          RETURN QUERY SELECT refusal, offer.state, NULL::text, NULL::text, NULL::text, NULL::text,
            NULL::integer, NULL::boolean, NULL::double precision, NULL::integer, NULL::double precision,
            NULL::integer, NULL::timestamptz, NULL::timestamptz, NULL::timestamptz;
        ELSE
          INSERT INTO games (id, seed, seed_hash, shuffle, bot_seed, player0, player1, turn_seconds, position,
              state, turn_deadline, rated)
            VALUES (new_game_id, new_seed, new_seed_hash, new_shuffle, new_bot_seed, offer.creator, acceptor_id,
              offer.turn_seconds, new_position, 'running', now() + make_interval(secs => offer.turn_seconds),
              offer.rated);
          UPDATE challenges c SET state = 'accepted', game_id = new_game_id WHERE c.id = challenge_id;
          -- The notices of games/notices.ts, in its order: the game's first version, then each player's start.
          PERFORM pg_notify(channel, json_build_object('game', new_game_id, 'version', 0)::text);
          PERFORM pg_notify(channel, json_build_object('player', offer.creator, 'gameStarted', new_game_id)::text);
          PERFORM pg_notify(channel, json_build_object('player', acceptor_id, 'gameStarted', new_game_id)::text);
          -- A registered player (one with an account name) has a rating: a newcomer's (1500) until their first
          -- rated game; a guest has none. As game-store.ts reads it.
          RETURN QUERY SELECT 'accepted'::text, 'accepted'::text, g.player0, g.player1, p0.name, p1.name,
            g.turn_seconds, g.rated,
            CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.rating, 1500) END,
            CASE WHEN p0.username IS NOT NULL THEN coalesce(r0.games, 0) END,
            CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.rating, 1500) END,
            CASE WHEN p1.username IS NOT NULL THEN coalesce(r1.games, 0) END,
            g.turn_deadline, g.created_at, now()
          FROM games g JOIN players p0 ON p0.id = g.player0 JOIN players p1 ON p1.id = g.player1
            LEFT JOIN ratings r0 ON r0.player_id = g.player0 LEFT JOIN ratings r1 ON r1.player_id = g.player1
          WHERE g.id = new_game_id;
        END IF;
      END
      $$;
    `,
  },
  {
    version: 12,
    sql: `
      -- A registered player's name is their user name: a rename of one was allowed before, and is refused now
      -- (identity/players.ts), so that a table never shows a known player's name on someone else.
      UPDATE players SET name = username WHERE username IS NOT NULL AND name <> username;
    `,
  },
  {
    version: 13,
    sql: `
      -- Attempts counted per key before they are tried (accounts/attempt-counter.ts): failed logins as before,
      -- and now new guests and registrations per address. Counts in flight start again from zero.
      DROP TABLE login_failures;
      CREATE TABLE attempts (
        key text PRIMARY KEY,
        attempts integer NOT NULL,
        window_ends timestamptz NOT NULL
      );
      CREATE INDEX attempts_window ON attempts (window_ends);
    `,
  },
  {
    version: 14,
    sql: `
      -- Each name's key (identity/name-key.ts): names that look alike share it, so that no guest sits at a table
      -- under a registered player's name written with look-alike letters, and no two registered names look
      -- alike. It is made in TypeScript: rows from before are given theirs at the next start (name-keys.ts).
      ALTER TABLE players ADD COLUMN name_key text;
      CREATE INDEX players_registered_key ON players (name_key) WHERE username IS NOT NULL;
      CREATE INDEX players_guest_key ON players (name_key) WHERE username IS NULL;
      CREATE INDEX players_without_key ON players (id) WHERE name_key IS NULL;
    `,
  },
  // Mail addresses, push subscriptions, vacations, the outbox, and the one rule of a turn's deadline.
  { version: 15, sql: NOTIFICATIONS_MIGRATION },
];

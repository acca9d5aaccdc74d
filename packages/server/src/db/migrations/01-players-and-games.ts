import type { Migration } from '../migrate.js';

export const migration: Migration = {
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
};

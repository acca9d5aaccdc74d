import type { Migration } from '../migrate.js';

export const migration: Migration = {
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
};

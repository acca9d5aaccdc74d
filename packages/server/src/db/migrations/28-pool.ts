import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 28,
  sql: `
  -- "Play a person" (docs/social.md): the players waiting for an opponent, by time per turn and rated or not, with
  -- the rating they are paired by; game_id once paired (exactly once: the pairing holds the pool's lock).
  CREATE TABLE pool_entries (
    player_id text PRIMARY KEY REFERENCES players (id),
    turn_seconds integer NOT NULL,
    rated boolean NOT NULL,
    rating double precision NOT NULL,
    joined_at timestamptz NOT NULL DEFAULT now(),
    game_id text REFERENCES games (id),
    paired_at timestamptz
  );
  CREATE INDEX pool_waiting ON pool_entries (turn_seconds, rated, joined_at) WHERE game_id IS NULL;
`,
};

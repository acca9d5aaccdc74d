import type { Migration } from '../migrate.js';

export const migration: Migration = {
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
};

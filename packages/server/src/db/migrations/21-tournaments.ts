import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 21,
  sql: `
  -- Tournaments (docs/tournaments.md, tournaments/): a Swiss of fixed rounds. A round is paired in one transaction
  -- that holds the tournament's row (FOR UPDATE) and moves \`round\` on, so that it is paired exactly once however
  -- many processes try, and a process killed while pairing leaves nothing of it behind.
  CREATE TABLE tournaments (
    id text PRIMARY KEY,                 -- unguessable: a tournament by link is reached by knowing it
    name text NOT NULL,
    creator text NOT NULL REFERENCES players (id),
    format text NOT NULL CHECK (format IN ('swiss')),
    rounds integer NOT NULL CHECK (rounds >= 1),
    turn_seconds integer NOT NULL,
    rated boolean NOT NULL,
    duplicate boolean NOT NULL,          -- each pairing two games on one deal, the seats swapped
    listed boolean NOT NULL,
    max_players integer NOT NULL CHECK (max_players >= 2),
    starts_at timestamptz NOT NULL,
    state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'running', 'finished', 'cancelled')),
    cancelled_for text CHECK ((state = 'cancelled') = (cancelled_for IS NOT NULL)),
    round integer NOT NULL DEFAULT 0,    -- the round under way or last played; 0 before the first
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX tournaments_due ON tournaments (starts_at) WHERE state = 'open';
  CREATE INDEX tournaments_running ON tournaments (id) WHERE state = 'running';
  CREATE INDEX tournaments_creator ON tournaments (creator, state);

  CREATE TABLE tournament_players (
    tournament_id text NOT NULL REFERENCES tournaments (id),
    player_id text NOT NULL REFERENCES players (id),
    rating double precision NOT NULL,    -- the rating at joining, the pairing's second order after the score
    joined_at timestamptz NOT NULL DEFAULT now(),
    withdrawn_after integer,             -- null while in; else the last round they were paired in (0: none)
    PRIMARY KEY (tournament_id, player_id)
  );
  -- A player's tournaments; and a guest in one is never forgotten (identity/guests.ts).
  CREATE INDEX tournament_players_player ON tournament_players (player_id);

  -- One row per pairing of a round, or per bye (player1 null, no games).
  CREATE TABLE tournament_pairings (
    tournament_id text NOT NULL REFERENCES tournaments (id),
    round integer NOT NULL,
    board integer NOT NULL,              -- 1, 2, … in the order of the standings; the bye last
    player0 text NOT NULL REFERENCES players (id),
    player1 text REFERENCES players (id),
    game0 text REFERENCES games (id),    -- player0 in seat 0
    game1 text REFERENCES games (id),    -- on a duplicate deal, the same deal with player1 in seat 0
    PRIMARY KEY (tournament_id, round, board),
    CHECK ((player1 IS NULL) = (game0 IS NULL))
  );
  CREATE UNIQUE INDEX tournament_pairings_player0 ON tournament_pairings (tournament_id, round, player0);
  CREATE UNIQUE INDEX tournament_pairings_player1 ON tournament_pairings (tournament_id, round, player1);

  -- A duplicate game's twin: dealt from the same seed, the seats swapped. Its seed, replay, record and review stay
  -- sealed until both are over (docs/tournaments.md, "Duplicate deals").
  ALTER TABLE games ADD COLUMN twin text REFERENCES games (id);
  ALTER TABLE games ADD COLUMN tournament_id text REFERENCES tournaments (id);
  CREATE INDEX games_tournament ON games (tournament_id) WHERE tournament_id IS NOT NULL;
`,
};

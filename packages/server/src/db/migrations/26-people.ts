import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 26,
  sql: `
  -- Players who find each other (docs/social.md). Following is one way: a row says only that the follower follows;
  -- nobody but the follower reads it.
  CREATE TABLE follows (
    follower text NOT NULL REFERENCES players (id),
    followed text NOT NULL REFERENCES players (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (follower, followed),
    CHECK (follower <> followed)
  );
  CREATE INDEX follows_followed ON follows (followed);

  -- A block ends the follows between the two and keeps new ones, direct challenges, pool pairings and phrases
  -- from passing between them, either way. Nobody but the blocker reads it.
  CREATE TABLE blocks (
    blocker text NOT NULL REFERENCES players (id),
    blocked text NOT NULL REFERENCES players (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (blocker, blocked),
    CHECK (blocker <> blocked)
  );
  CREATE INDEX blocks_blocked ON blocks (blocked);

  -- Who is connected: one row per registered player and server process with a live connection of theirs, vouched
  -- for by the process's heartbeat as the spectators' rows are (people/presence-rows.ts).
  CREATE TABLE presence (
    player_id text NOT NULL REFERENCES players (id),
    process_id text NOT NULL,
    seen_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (player_id, process_id)
  );
  CREATE INDEX presence_seen ON presence (seen_at);

  -- A player who would rather not be seen online: their followers see them offline and not playing.
  ALTER TABLE players ADD COLUMN hides_presence boolean NOT NULL DEFAULT false;
`,
};

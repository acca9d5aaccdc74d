import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 20,
  sql: `
  -- One kept review per finished game and review settings (reviews/review-store.ts, docs/review.md "Where it is
  -- computed"): asked for by a viewer, computed by the server itself from the game's record, then served to
  -- everyone who may see the replay. A queued row is claimed by one process at a time until claimed_until
  -- (renewed while it computes), so that several processes never compute one review twice and a killed
  -- process's review is taken over once its claim runs out.
  CREATE TABLE reviews (
    game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    settings_key text NOT NULL,          -- the review's format, seed and amounts of work (settingsKey)
    queued bigint GENERATED ALWAYS AS IDENTITY UNIQUE, -- the order of the queue
    state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
    review jsonb CHECK ((state = 'done') = (review IS NOT NULL)), -- docs/formats.md, "Game review"
    asked_by text NOT NULL,              -- the player's id, or the address of a request without a session
    asked_at timestamptz NOT NULL DEFAULT now(),
    claimed_by text,                     -- the computing process's id (process-id.ts)
    claimed_until timestamptz,
    attempts integer NOT NULL DEFAULT 0, -- claims so far: more than one means a process died computing it
    done_at timestamptz,
    last_error text,
    PRIMARY KEY (game_id, settings_key)
  );
  CREATE INDEX reviews_queue ON reviews (queued) WHERE state = 'queued';
  CREATE INDEX reviews_askers ON reviews (asked_by) WHERE state = 'queued';
`,
};

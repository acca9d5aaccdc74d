import type { Migration } from '../migrate.js';

export const migration: Migration = {
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
};

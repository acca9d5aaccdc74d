import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 2,
  sql: `
  -- A registered player has an account name (compared case-insensitively); a guest has none.
  ALTER TABLE players ADD COLUMN username text;
  ALTER TABLE players ADD COLUMN registered_at timestamptz;
  CREATE UNIQUE INDEX players_username ON players (lower(username)) WHERE username IS NOT NULL;
`,
};

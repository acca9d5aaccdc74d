import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 12,
  sql: `
  -- A registered player's name is their user name: a rename of one was allowed before, and is refused now
  -- (identity/players.ts), so that a table never shows a known player's name on someone else.
  UPDATE players SET name = username WHERE username IS NOT NULL AND name <> username;
`,
};

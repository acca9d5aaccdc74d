import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 10,
  sql: `
  -- store_plays (migrations 6 and 9) learned to carry a play to other processes here. Its current text:
  -- games/sql/store-plays.ts.
`,
};

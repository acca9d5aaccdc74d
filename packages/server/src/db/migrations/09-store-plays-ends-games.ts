import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 9,
  sql: `
  -- store_plays (migration 6) learned to end a game here. Its current text: games/sql/store-plays.ts.
`,
};

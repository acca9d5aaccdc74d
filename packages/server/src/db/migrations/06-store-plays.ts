import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 6,
  sql: `
  -- store_plays, the common play of many games at once in one statement (games/play-store.ts), was created
  -- here. Its current text, which every database gets after its migrations: games/sql/store-plays.ts.
`,
};

import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 8,
  sql: `
  -- accept_challenge, accepting a challenge in one statement (games/challenges.ts), was created here. Its
  -- current text, which every database gets after its migrations: games/sql/accept-challenge.ts.
`,
};

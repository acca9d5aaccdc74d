import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 11,
  sql: `
  -- accept_challenge (migration 8) answers the game it started, with more columns than before: a function's
  -- result type cannot be replaced, so the old one goes. Its current text: games/sql/accept-challenge.ts.
  DROP FUNCTION IF EXISTS accept_challenge(text, text, text, text, text, text, text, jsonb, text);
`,
};

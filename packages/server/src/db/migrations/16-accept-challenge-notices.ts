import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 16,
  sql: `
  -- accept_challenge takes the notices its caller wrote (games/notices.ts) instead of writing their JSON itself:
  -- a new argument makes a new function, so the old one goes. Its current text: games/sql/accept-challenge.ts.
  DROP FUNCTION IF EXISTS accept_challenge(text, text, text, text, text, text, text, jsonb, text);
`,
};

import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 13,
  sql: `
  -- Attempts counted per key before they are tried (accounts/attempt-counter.ts): failed logins as before,
  -- and now new guests and registrations per address. Counts in flight start again from zero.
  DROP TABLE login_failures;
  CREATE TABLE attempts (
    key text PRIMARY KEY,
    attempts integer NOT NULL,
    window_ends timestamptz NOT NULL
  );
  CREATE INDEX attempts_window ON attempts (window_ends);
`,
};

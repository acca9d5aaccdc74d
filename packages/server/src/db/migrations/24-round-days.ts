import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 24,
  sql: `
  -- A correspondence Swiss's rounds at set times (docs/tournaments.md): round n is paired no earlier than
  -- starts_at + (n - 1) × round_days days, and never before the last game of the round before is over.
  ALTER TABLE tournaments ADD COLUMN round_days integer CHECK (round_days >= 1);
  ALTER TABLE tournaments ADD CONSTRAINT tournaments_round_days_check_format
    CHECK (round_days IS NULL OR format = 'swiss');
`,
};

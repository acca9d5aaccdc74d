import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 5,
  sql: `
  -- Work that one server process at a time does, when several share the database (leases/lease-store.ts):
  -- the clock sweep ('clocks') and each game's computer turn ('computer:' and the game's id).
  CREATE TABLE leases (
    name text PRIMARY KEY,
    owner text NOT NULL,                 -- the random id of the process holding it
    expires_at timestamptz NOT NULL      -- by the database's clock; then any process may take it
  );
  CREATE INDEX leases_owner ON leases (owner);
  -- The running games waiting for the computer, for the scan that finds those no process is playing. The
  -- condition is repeated word for word in games/computer-waiting.ts, so that the planner uses this index.
  CREATE INDEX games_computer_to_move ON games (id) WHERE state = 'running' AND (
    (computer0 IS NOT NULL AND position->>'toMove' = '0') OR
    (computer1 IS NOT NULL AND position->>'toMove' = '1'));
`,
};

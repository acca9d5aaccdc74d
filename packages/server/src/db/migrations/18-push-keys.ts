import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 18,
  sql: `
  -- The server's VAPID key pair for browser pushes, made at the first start when the operator set none
  -- (notifications/push-keys.ts): one row at most, so that every process of a site signs with the same pair.
  CREATE TABLE push_keys (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    public_key text NOT NULL,
    private_key text NOT NULL,
    made_at timestamptz NOT NULL DEFAULT now()
  );
`,
};

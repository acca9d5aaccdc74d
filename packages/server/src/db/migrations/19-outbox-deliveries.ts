import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 19,
  sql: `
  -- The push subscriptions an outbox row has reached (notifications/outbox-sender.ts): a push goes to each of a
  -- player's browsers, and when one of them fails the row is tried again for the ones not reached yet, never
  -- again for a browser that has had it.
  CREATE TABLE outbox_deliveries (
    outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
    endpoint text NOT NULL,
    PRIMARY KEY (outbox_id, endpoint)
  );

  -- Mail and pushes are claimed apart, so that a slow mail server never holds a push back.
  DROP INDEX outbox_due;
  CREATE INDEX outbox_due ON outbox (channel, send_after) WHERE state = 'pending';
`,
};

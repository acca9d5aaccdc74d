import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 23,
  sql: `
  -- "Your tournament game has begun" (notifications/sql/enqueue-game-begun.ts): a correspondence tournament game's
  -- player who does not move first is told of it by mail and push; the one who does is told by "your move".
  ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
  ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('confirm', 'your-move', 'reminder', 'digest', 'game-begun'));
`,
};

import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 29,
  sql: `
  -- "Anna challenges you" (docs/social.md): a direct challenge to a player who is away is told by mail and push.
  -- Its row names the challenge, whose row holds who, the terms and whether it is still open; game_id and turn
  -- stay null, since there is no game yet. One row per channel and challenge, so that it is told once.
  ALTER TABLE outbox ADD COLUMN challenge_id text REFERENCES challenges (id) ON DELETE CASCADE;
  ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
  ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
    CHECK (kind IN ('confirm', 'your-move', 'reminder', 'digest', 'game-begun', 'challenged'));
  ALTER TABLE outbox ADD CONSTRAINT outbox_challenge_check
    CHECK ((kind = 'challenged') = (challenge_id IS NOT NULL) AND (challenge_id IS NULL OR game_id IS NULL));
  CREATE UNIQUE INDEX outbox_once_a_challenge ON outbox (channel, challenge_id) WHERE challenge_id IS NOT NULL;
`,
};

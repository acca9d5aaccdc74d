import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 27,
  sql: `
  -- A direct challenge (docs/social.md): to one registered player, who alone may accept or decline it; it runs out
  -- unanswered at expires_at. A lobby challenge or a link's has neither.
  ALTER TABLE challenges ADD COLUMN addressee text REFERENCES players (id);
  ALTER TABLE challenges ADD COLUMN expires_at timestamptz;
  ALTER TABLE challenges DROP CONSTRAINT challenges_state_check;
  ALTER TABLE challenges ADD CONSTRAINT challenges_state_check
    CHECK (state IN ('open', 'accepted', 'cancelled', 'declined', 'expired'));
  ALTER TABLE challenges ADD CONSTRAINT challenges_direct_check
    CHECK ((addressee IS NULL) = (expires_at IS NULL) AND (addressee IS NULL OR NOT listed));
  CREATE INDEX challenges_to ON challenges (addressee) WHERE state = 'open' AND addressee IS NOT NULL;
  CREATE INDEX challenges_expiring ON challenges (expires_at) WHERE state = 'open' AND expires_at IS NOT NULL;
`,
};

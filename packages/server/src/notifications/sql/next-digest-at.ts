/**
 * next_digest_at: when the next daily digest goes, 08:00 UTC. The one rule of it, for the trigger that queues a
 * digest when a turn begins (enqueue-turn-notices.ts) and for a correspondence challenge to a player who takes the
 * digest (outbox-store.ts), which waits for it only if it is still open then.
 */
import type { Definition } from '../../db/migrate.js';

export const NEXT_DIGEST_AT: Definition = {
  name: 'next_digest_at',
  sql: `
  CREATE OR REPLACE FUNCTION next_digest_at() RETURNS timestamptz
    LANGUAGE sql STABLE AS $$ SELECT date_trunc('day', now() - interval '8 hours') + interval '1 day 8 hours' $$;
`,
};

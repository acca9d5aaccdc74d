/**
 * reminder_at: when a correspondence turn's player is reminded, a fifth of the turn before its deadline. The one
 * rule of it, for the trigger that queues the reminder (enqueue-turn-notices.ts) and for the outbox, which sends
 * it later when a vacation has moved the deadline since (compose.ts).
 */
import type { Definition } from '../../db/migrate.js';

/** The share of a turn's time left when its player is reminded: a fifth (the reminder's words say it from here). */
export const REMINDER_WHEN_LEFT = 1 / 5;

export const REMINDER_AT: Definition = {
  name: 'reminder_at',
  sql: `
  CREATE OR REPLACE FUNCTION reminder_at(deadline timestamptz, turn_seconds integer) RETURNS timestamptz
    LANGUAGE sql IMMUTABLE AS $$ SELECT deadline - make_interval(secs => turn_seconds * ${REMINDER_WHEN_LEFT}) $$;
`,
};

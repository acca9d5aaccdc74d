/**
 * next_turn_deadline: the one rule of a turn's deadline, for every statement that starts a turn (store_plays, for
 * a single action and a batch alike; accept_challenge; a new game against the computer in create-game.ts). A live turn ends its
 * turn's time from now; a correspondence turn ends it from the end of its player's current vacation, if they are
 * on one. (A vacation that starts during a turn moves that deadline: notifications/vacations.ts.)
 */
import { CORRESPONDENCE_SECONDS } from '@katz/protocol';
import type { Definition } from '../../db/migrate.js';

export const NEXT_TURN_DEADLINE: Definition = {
  name: 'next_turn_deadline',
  sql: `
  CREATE OR REPLACE FUNCTION next_turn_deadline(mover text, seconds integer) RETURNS timestamptz
    LANGUAGE sql STABLE AS $$
    SELECT CASE WHEN seconds < ${CORRESPONDENCE_SECONDS} OR mover IS NULL THEN now()
      ELSE coalesce(current_vacation_end(mover), now())
      END + make_interval(secs => seconds)
  $$;
`,
};

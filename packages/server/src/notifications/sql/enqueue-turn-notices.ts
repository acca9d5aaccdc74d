/**
 * enqueue_turn_notices and its two triggers on games.
 * When a correspondence turn begins (a game starts, or the turn passes: the deadline restarts with a new
 * version), the player to move is told by every way they have set up: a mail now, or a daily digest, and a
 * push now; and a reminder when a fifth of the turn is left. One statement path for every way a turn
 * begins, so none is missed. A deadline moved by a vacation keeps its version and starts no turn.
 */
import type { Definition } from '../../db/migrate.js';
import { OUTBOX_CHANNEL } from '../outbox-store.js';

export const ENQUEUE_TURN_NOTICES: Definition = {
  name: 'enqueue_turn_notices',
  sql: `
  CREATE OR REPLACE FUNCTION enqueue_turn_notices() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    mover text := seat_player(NEW.to_move, NEW.player0, NEW.player1);
    mail text;
    pushes boolean;
  BEGIN
    IF mover IS NULL THEN RETURN NULL; END IF;
    SELECT m.mode INTO mail FROM mail_addresses m WHERE m.player_id = mover AND m.confirmed_at IS NOT NULL;
    pushes := EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.player_id = mover);
    IF mail IS NULL AND NOT pushes THEN RETURN NULL; END IF;
    INSERT INTO outbox (kind, channel, player_id, game_id, turn, send_after)
      SELECT n.kind, n.channel, mover, NEW.id, NEW.version, n.send_after
      FROM (VALUES
        ('your-move', 'mail', mail = 'each', now()),
        ('your-move', 'push', pushes, now()),
        ('reminder', 'mail', mail IS NOT NULL, reminder_at(NEW.turn_deadline, NEW.turn_seconds)),
        ('reminder', 'push', pushes, reminder_at(NEW.turn_deadline, NEW.turn_seconds))
      ) AS n(kind, channel, wanted, send_after)
      WHERE n.wanted
      ON CONFLICT DO NOTHING;
    IF mail = 'digest' THEN
      -- The next digest goes at 08:00 UTC and lists every game waiting for the player then.
      INSERT INTO outbox (kind, channel, player_id, send_after)
        VALUES ('digest', 'mail', mover, next_digest_at())
        ON CONFLICT DO NOTHING;
    END IF;
    PERFORM pg_notify('${OUTBOX_CHANNEL}', '');
    RETURN NULL;
  END
  $$;
  CREATE OR REPLACE TRIGGER games_turn_started AFTER INSERT ON games FOR EACH ROW
    WHEN (correspondence_turn_running(NEW.state, NEW.turn_seconds, NEW.turn_deadline))
    EXECUTE FUNCTION enqueue_turn_notices();
  CREATE OR REPLACE TRIGGER games_turn_passed AFTER UPDATE ON games FOR EACH ROW
    WHEN (correspondence_turn_running(NEW.state, NEW.turn_seconds, NEW.turn_deadline)
      AND NEW.version <> OLD.version AND NEW.turn_deadline IS DISTINCT FROM OLD.turn_deadline)
    EXECUTE FUNCTION enqueue_turn_notices();
`,
};

/**
 * enqueue_game_begun and its trigger on games: when a correspondence tournament game is made (tournaments/), the
 * player who does not move first is told that it has begun, by mail (if they want each mail, not a digest) and
 * by push: a round paired while they were away should not wait for their opponent's first move to reach them.
 * The player who moves first is told by the turn's own "your move" (enqueue-turn-notices.ts), which says so.
 */
import type { Definition } from '../../db/migrate.js';
import { OUTBOX_CHANNEL } from '../outbox-store.js';

export const ENQUEUE_GAME_BEGUN: Definition = {
  name: 'enqueue_game_begun',
  sql: `
  CREATE OR REPLACE FUNCTION enqueue_game_begun() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    waiter text := seat_player(1 - NEW.to_move, NEW.player0, NEW.player1);
    mail text;
  BEGIN
    IF waiter IS NULL THEN RETURN NULL; END IF;
    SELECT m.mode INTO mail FROM mail_addresses m WHERE m.player_id = waiter AND m.confirmed_at IS NOT NULL;
    INSERT INTO outbox (kind, channel, player_id, game_id, turn)
      SELECT 'game-begun', n.channel, waiter, NEW.id, NEW.version
      FROM (VALUES
        ('mail', coalesce(mail = 'each', false)),
        ('push', EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.player_id = waiter))
      ) AS n(channel, wanted)
      WHERE n.wanted
      ON CONFLICT DO NOTHING;
    PERFORM pg_notify('${OUTBOX_CHANNEL}', '');
    RETURN NULL;
  END
  $$;
  CREATE OR REPLACE TRIGGER games_tournament_game_begun AFTER INSERT ON games FOR EACH ROW
    WHEN (NEW.tournament_id IS NOT NULL
      AND correspondence_turn_running(NEW.state, NEW.turn_seconds, NEW.turn_deadline))
    EXECUTE FUNCTION enqueue_game_begun();
`,
};

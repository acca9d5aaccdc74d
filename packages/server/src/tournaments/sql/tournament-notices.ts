/**
 * notify_tournament_changed and its triggers: a notice of the kind `tournament` whenever a tournament's players,
 * pairings, games (their end) or state change, from whichever process or statement made the change, so that
 * every process can tell the pages that watch it (live/tournament-watches.ts) and forget its shared read
 * (recent-tournaments.ts). PostgreSQL sends a notice once per transaction however many rows repeat it: a round's
 * five hundred pairing rows make one.
 */
import type { Definition } from '../../db/migrate.js';
import { noticeSql } from '../../notices/notice.js';

export const TOURNAMENT_NOTICES: Definition = {
  name: 'notify_tournament_changed',
  sql: `
  CREATE OR REPLACE FUNCTION notify_tournament_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changed text;
  BEGIN
    IF TG_TABLE_NAME = 'tournaments' THEN
      changed := NEW.id;
    ELSIF TG_OP = 'DELETE' THEN
      changed := OLD.tournament_id;
    ELSE
      changed := NEW.tournament_id;
    END IF;
    PERFORM ${noticeSql('tournament', { tournament: 'changed' })};
    RETURN NULL;
  END
  $$;
  CREATE OR REPLACE TRIGGER tournaments_changed AFTER UPDATE ON tournaments FOR EACH ROW
    EXECUTE FUNCTION notify_tournament_changed();
  CREATE OR REPLACE TRIGGER tournament_players_changed AFTER INSERT OR UPDATE OR DELETE ON tournament_players
    FOR EACH ROW EXECUTE FUNCTION notify_tournament_changed();
  CREATE OR REPLACE TRIGGER tournament_pairings_changed AFTER INSERT ON tournament_pairings FOR EACH ROW
    EXECUTE FUNCTION notify_tournament_changed();
  CREATE OR REPLACE TRIGGER tournament_games_ended AFTER UPDATE ON games FOR EACH ROW
    WHEN (NEW.tournament_id IS NOT NULL AND NEW.state IS DISTINCT FROM OLD.state)
    EXECUTE FUNCTION notify_tournament_changed();
`,
};

import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 22,
  sql: `
  -- Arenas (docs/tournaments.md, "Arena", tournaments/arena-rounds.ts): a tournament of a time window, \`minutes\`
  -- from its start, in which a player is paired again as soon as their game ends. A Swiss has rounds, an arena
  -- minutes; an arena's \`round\` counts the times it paired players.
  ALTER TABLE tournaments DROP CONSTRAINT tournaments_format_check;
  ALTER TABLE tournaments ALTER COLUMN rounds DROP NOT NULL;
  ALTER TABLE tournaments ADD COLUMN minutes integer CHECK (minutes >= 1);
  ALTER TABLE tournaments ADD CONSTRAINT tournaments_format_check CHECK (
    (format = 'swiss' AND rounds IS NOT NULL AND minutes IS NULL)
    OR (format = 'arena' AND rounds IS NULL AND minutes IS NOT NULL AND NOT duplicate));

  -- A paused arena player is not paired until they come back; \`came_back_at\`, when they last did, so that a game
  -- they missed before coming back does not pause them again.
  ALTER TABLE tournament_players ADD COLUMN paused boolean NOT NULL DEFAULT false;
  ALTER TABLE tournament_players ADD COLUMN came_back_at timestamptz;

  -- Who is playing in an arena now: its running games, found without reading its finished ones.
  CREATE INDEX games_tournament_running ON games (tournament_id) WHERE state = 'running' AND tournament_id IS NOT NULL;
`,
};

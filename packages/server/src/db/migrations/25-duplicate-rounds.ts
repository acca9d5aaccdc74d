import type { Migration } from '../migrate.js';

export const migration: Migration = {
  version: 25,
  sql: `
  -- Duplicate deals, one a round (docs/tournaments.md, "Duplicate deals"): every table of a round plays the round's
  -- deal, and each result is scored against the others from the same seat. How a tournament's games are dealt:
  -- 'game', each its own deal; 'round', one deal for every table of a round; 'pairing', duplicate deals as they
  -- were before this migration (each pairing two games on one deal, the seats swapped), kept for the tournaments
  -- made so, which play on to their end and stay readable as they are. It replaces the column \`duplicate\`.
  ALTER TABLE tournaments ADD COLUMN dealing text;
  UPDATE tournaments SET dealing = CASE WHEN duplicate THEN 'pairing' ELSE 'game' END;
  ALTER TABLE tournaments ALTER COLUMN dealing SET NOT NULL;
  ALTER TABLE tournaments ADD CONSTRAINT tournaments_dealing_check CHECK (dealing IN ('game', 'round', 'pairing'));
  ALTER TABLE tournaments DROP CONSTRAINT tournaments_format_check;
  ALTER TABLE tournaments ADD CONSTRAINT tournaments_format_check CHECK (
    (format = 'swiss' AND rounds IS NOT NULL AND minutes IS NULL)
    OR (format = 'arena' AND rounds IS NULL AND minutes IS NOT NULL AND dealing = 'game'));
  ALTER TABLE tournaments DROP COLUMN duplicate;

  -- The games dealt the same cards are found by their seed's hash: whether a duplicate deal is still being played
  -- at any of its tables (games/sql/deal-in-play.ts) is a look among the running games.
  CREATE INDEX games_running_deal ON games (seed_hash) WHERE state = 'running';
`,
};

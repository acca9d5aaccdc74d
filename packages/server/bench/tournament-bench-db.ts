/**
 * What the tournament benches share: a database to run on (embedded PGlite in a fresh folder, or the PostgreSQL
 * server of `DATABASE_URL`), players with spread ratings entered in a tournament, and games ended by a statement
 * (the higher rated wins three times in four), as if they had been played.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { SCHEMA } from '../src/schema.js';

export interface BenchDatabase {
  readonly db: Database;
  /** 'PGlite' or 'PostgreSQL', for the bench's first line. */
  readonly setup: string;
  /** Closes the database and removes PGlite's folder. */
  readonly close: () => Promise<void>;
}

export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const folder = mkdtempSync(join(tmpdir(), `katz-${name}-`));
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const db = await openDatabase({
    databaseUrl,
    dataDir: folder,
    poolSize: 4,
    schema: SCHEMA,
    onError: (error) => {
      console.error(error);
    },
  });
  return {
    db,
    setup: databaseUrl === null ? 'PGlite' : 'PostgreSQL',
    close: async () => {
      await db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Players `{run}-p1` … `{run}-p{count}`. */
export async function addPlayers(db: Database, run: string, count: number): Promise<void> {
  await db.query(
    `INSERT INTO players (id, name) SELECT $1 || '-p' || n, 'Player ' || n FROM generate_series(1, $2::int) AS n`,
    [run, count],
  );
}

/** Enters the run's `count` players in the tournament, rated 1000 to 2500, spread evenly. */
export async function enterPlayers(
  db: Database,
  tournamentId: string,
  run: string,
  count: number,
): Promise<void> {
  await db.query(
    `INSERT INTO tournament_players (tournament_id, player_id, rating)
     SELECT $1, $2 || '-p' || n, 1000 + (n * 7919) % 1500 FROM generate_series(1, $3::int) AS n`,
    [tournamentId, run, count],
  );
}

/**
 * Ends the tournament's running games, the oldest first and at most `limit` of them (all without one): the
 * higher rated wins, but every fourth game goes the other way.
 */
export async function endGames(db: Database, tournamentId: string, limit: number | null): Promise<void> {
  await db.query(
    `UPDATE games g SET state = 'over', turn_deadline = NULL, updated_at = clock_timestamp(),
       result = jsonb_build_object('reason', 'resigned', 'winner',
         CASE WHEN (r0.rating >= r1.rating) = (hashtext(g.id) % 4 <> 0) THEN 0 ELSE 1 END)
     FROM tournament_players r0, tournament_players r1
     WHERE g.id IN (SELECT id FROM games WHERE tournament_id = $1 AND state = 'running'
                    ORDER BY created_at, id LIMIT $2)
       AND r0.tournament_id = $1 AND r0.player_id = g.player0
       AND r1.tournament_id = $1 AND r1.player_id = g.player1`,
    [tournamentId, limit],
  );
}

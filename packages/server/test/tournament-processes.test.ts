/**
 * Tournament rounds are paired exactly once on any number of processes (docs/tournaments.md, "Exactly once"):
 * three server processes on one PostgreSQL database, and this test's own process beside them, all move the same
 * tournaments on at once, while one pairing them (the clock lease's holder) is killed with SIGKILL in the middle
 * of the work and started again. Every Swiss must end up with its first round paired once: each player in one
 * pairing, a bye for the odd one, one game per pairing (on duplicate deals, all of one deal), and no game left by
 * a killed transaction; every arena with
 * its players paired once, each in one game, the odd one waiting.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Health } from '@katz/protocol';
import type { Database } from '../src/db/database.js';
import { advanceTournaments } from '../src/tournaments/tournament-steps.js';
import { Client } from './support/client.js';
import { startChildServer, type ChildServer } from './support/child-server.js';
import { DATABASE_KINDS, openScratchDatabase, scratchDatabase } from './support/databases.js';
import { eventually } from './support/play.js';

const POSTGRES = DATABASE_KINDS.find((target) => target.kind === 'postgres')!;

const TOURNAMENTS = 24;
const ARENAS = 6;
/** Odd, so that every round has a bye. */
const PLAYERS = 41;

const SETTINGS = {
  LEASE_MS: '1500',
  LEASE_RENEW_MS: '250',
  CLOCK_SWEEP_MS: '20',
  WEB_DIST: '/nonexistent/katz-web-dist',
};

const health = (server: ChildServer): Promise<Health> => new Client(server.url).call(ENDPOINTS.health);

/** The tournaments, made in the database as the API would: open, far from their start, full of players. */
async function makeTournaments(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO players (id, name)
     SELECT 'tp' || n, 'Player ' || n FROM generate_series(1, $1::int) AS n`,
    [PLAYERS],
  );
  await db.query(
    `INSERT INTO tournaments (id, name, creator, format, rounds, turn_seconds, rated, dealing, listed,
       max_players, starts_at)
     SELECT 't' || n, 'Tournament ' || n, 'tp1', 'swiss', 3, 600, false,
       CASE WHEN n % 2 = 0 THEN 'round' ELSE 'game' END, true, 100,
       now() + interval '1 day'
     FROM generate_series(1, $1::int) AS n`,
    [TOURNAMENTS],
  );
  await db.query(
    `INSERT INTO tournaments (id, name, creator, format, minutes, turn_seconds, rated, dealing, listed,
       max_players, starts_at)
     SELECT 'u' || n, 'Arena ' || n, 'tp1', 'arena', 120, 300, false, 'game', true, 100, now() + interval '1 day'
     FROM generate_series(1, $1::int) AS n`,
    [ARENAS],
  );
  await db.query(
    `INSERT INTO tournament_players (tournament_id, player_id, rating)
     SELECT t.id, 'tp' || p, 1200 + p * 10
     FROM tournaments t, generate_series(1, $1::int) AS p`,
    [PLAYERS],
  );
}

/** How many tournaments have started (or moved further: none may). */
const startedCount = async (db: Database): Promise<number> =>
  (await db.query<{ started: number }>(`SELECT count(*)::int AS started FROM tournaments WHERE round > 0`))
    .rows[0]?.started ?? 0;

describe(`tournament rounds on several processes ${POSTGRES.title}`, () => {
  it.skipIf(POSTGRES.skip)(
    'pair each round once, with the pairing process killed in the middle and others pairing at once',
    // Longer than its waits, so that a wait that fails still stops the server processes (the finally below).
    { timeout: 420_000 },
    async () => {
      const scratch = await scratchDatabase('postgres');
      const env = { ...scratch.env, ...SETTINGS };
      const db = await openScratchDatabase(scratch, 4);
      const servers: ChildServer[] = [];
      try {
        const doomed = await startChildServer(env);
        servers.push(doomed);
        await eventually(async () => ((await health(doomed)).process.clockLease ? true : undefined));
        servers.push(...(await Promise.all([startChildServer(env), startChildServer(env)])));
        await makeTournaments(db);

        // Every tournament due at once: the lease's holder pairs them one after another, and this process too.
        await db.query(`UPDATE tournaments SET starts_at = now()`);
        const alongsideRuns = { stop: false };
        const alongside = (async () => {
          let moved = 0;
          while (!alongsideRuns.stop) moved += await advanceTournaments(db);
          return moved;
        })();
        // Killed once it has paired some, with more to pair: in the middle of the work, whatever the machine's pace.
        await eventually(async () => ((await startedCount(db)) >= 2 ? true : undefined), 120_000);
        doomed.process.kill('SIGKILL');
        await doomed.exited;
        servers.push(await startChildServer(env));
        await eventually(
          async () => ((await startedCount(db)) === TOURNAMENTS + ARENAS ? true : undefined),
          180_000,
        );
        alongsideRuns.stop = true;
        await alongside;

        const rounds = await db.query<{ id: string; round: number; state: string }>(
          `SELECT id, round, state FROM tournaments ORDER BY id`,
        );
        // Each in its first round: none paired again while its first round's games run (an arena's odd player
        // waits alone).
        expect(rounds.rows.filter((row) => row.round !== 1 || row.state !== 'running')).toEqual([]);
        const pairings = await db.query<{
          tournament_id: string;
          pairings: number;
          byes: number;
          seated: number;
        }>(
          `SELECT tournament_id, count(*)::int AS pairings, count(*) FILTER (WHERE player1 IS NULL)::int AS byes,
             count(DISTINCT player0)::int + count(DISTINCT player1)::int AS seated
           FROM tournament_pairings GROUP BY tournament_id ORDER BY tournament_id`,
        );
        expect(pairings.rows).toHaveLength(TOURNAMENTS + ARENAS);
        for (const row of pairings.rows) {
          const arena = row.tournament_id.startsWith('u');
          expect(row).toEqual({
            tournament_id: row.tournament_id,
            pairings: arena ? (PLAYERS - 1) / 2 : (PLAYERS + 1) / 2,
            byes: arena ? 0 : 1,
            seated: arena ? PLAYERS - 1 : PLAYERS,
          });
        }
        // One game per pairing, and not one game that no pairing names: a killed transaction left nothing
        // behind. A tournament on duplicate deals dealt its round one deal; every other game has its own.
        const games = await db.query<{ made: number; named: number; deals: number }>(
          `SELECT (SELECT count(*)::int FROM games WHERE tournament_id IS NOT NULL) AS made,
             (SELECT count(*)::int FROM tournament_pairings p JOIN games g ON g.id IN (p.game0, p.game1)) AS named,
             (SELECT count(DISTINCT seed_hash)::int FROM games WHERE tournament_id IS NOT NULL) AS deals`,
        );
        const perTournament = (PLAYERS - 1) / 2;
        const duplicates = TOURNAMENTS / 2;
        const expected = perTournament * (TOURNAMENTS + ARENAS);
        expect(games.rows[0]).toEqual({
          made: expected,
          named: expected,
          deals: expected - duplicates * perTournament + duplicates,
        });
      } finally {
        for (const server of servers) server.process.kill('SIGKILL');
        await Promise.all(servers.map((server) => server.exited));
        await db.close();
        await scratch.drop();
      }
    },
  );
});

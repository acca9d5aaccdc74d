/**
 * How long a whole Swiss round takes the server, from the standings read to the round committed: the standings
 * recounted from the games, the pairing, and every game and pairing row written in the round's one transaction
 * (tournaments/tournament-rounds.ts). A tournament of 1,000 players (and one on duplicate deals: twice the games)
 * through 5 rounds, each game ended between rounds by a statement (the higher rated wins three times in four).
 * On embedded PGlite in a fresh folder, or on the PostgreSQL server of `DATABASE_URL`. Prints each round's
 * milliseconds.
 *
 *   npm run build && node packages/server/dist/bench/tournament-round-bench.js
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/open-database.js';
import { SCHEMA } from '../src/schema.js';
import { advanceTournament } from '../src/tournaments/tournament-rounds.js';

const PLAYERS = Number(process.env.TOURNAMENT_BENCH_PLAYERS ?? 1_000);
const ROUNDS = 5;

const folder = mkdtempSync(join(tmpdir(), 'katz-tournament-bench-'));
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

try {
  const run = `b${String(Date.now())}`;
  await db.query(
    `INSERT INTO players (id, name) SELECT $1 || '-p' || n, 'Player ' || n FROM generate_series(1, $2::int) AS n`,
    [run, PLAYERS],
  );
  console.log(
    `${String(PLAYERS)} players, ${String(ROUNDS)} rounds, on ${databaseUrl === null ? 'PGlite' : 'PostgreSQL'}`,
  );
  for (const duplicate of [false, true]) {
    const id = `${run}-${duplicate ? 'duplicate' : 'single'}`;
    await db.query(
      `INSERT INTO tournaments (id, name, creator, format, rounds, turn_seconds, rated, duplicate, listed,
         max_players, starts_at)
       VALUES ($1, 'Bench', $2 || '-p1', 'swiss', $3, 600, false, $4, true, $5, now())`,
      [id, run, ROUNDS, duplicate, PLAYERS],
    );
    await db.query(
      `INSERT INTO tournament_players (tournament_id, player_id, rating)
       SELECT $1, $2 || '-p' || n, 1000 + (n * 7919) % 1500 FROM generate_series(1, $3::int) AS n`,
      [id, run, PLAYERS],
    );
    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const start = performance.now();
      const step = await advanceTournament(db, id);
      times.push(performance.now() - start);
      if (step !== 'paired') throw new Error(`round ${String(round)}: ${step}, not paired`);
      // Every game of the round ends: the higher rated wins, but every fourth game goes the other way.
      await db.query(
        `UPDATE games g SET state = 'over', turn_deadline = NULL,
           result = jsonb_build_object('reason', 'resigned', 'winner',
             CASE WHEN (r0.rating >= r1.rating) = (hashtext(g.id) % 4 <> 0) THEN 0 ELSE 1 END)
         FROM tournament_players r0, tournament_players r1
         WHERE g.tournament_id = $1 AND g.state = 'running'
           AND r0.tournament_id = $1 AND r0.player_id = g.player0
           AND r1.tournament_id = $1 AND r1.player_id = g.player1`,
        [id],
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `${duplicate ? 'duplicate deals' : 'one game a pairing'}: rounds ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  }
} finally {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
}

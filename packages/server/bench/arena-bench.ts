/**
 * How long a player of a busy arena waits for their next game, and how long each of the arena's steps holds the
 * database (tournaments/arena/arena-steps.ts). An arena of 500 players (ARENA_BENCH_PLAYERS) is started and stepped as
 * the server's job steps it (every CLOCK_SWEEP_MS, 500 ms by default) for a minute, while games end at ten a
 * second by a statement (the higher rated wins three times in four): as if 500 people played games of 25 seconds.
 * For each game after a player's first: the time from their last game's end to its creation; and the time to read
 * the arena's page at the end. On embedded PGlite
 * in a fresh folder, or on the PostgreSQL server of `DATABASE_URL`.
 *
 *   npm run build && node packages/server/dist/bench/arena-bench.js
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { advanceTournament } from '../src/tournaments/tournament-steps.js';
import { readWholeTournament } from '../src/tournaments/whole-tournament.js';
import { tournamentView } from '../src/tournaments/tournament-view.js';
import { addPlayers, endGames, enterPlayers, openBenchDatabase } from './tournament-bench-db.js';

const PLAYERS = Number(process.env.ARENA_BENCH_PLAYERS ?? 500);
const STEP_MS = Number(process.env.CLOCK_SWEEP_MS ?? 500);
const SECONDS = 60;
/** Games ended every tenth of a second. */
const ENDS_PER_TICK = 1;

const bench = await openBenchDatabase('arena-bench');
const { db } = bench;

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
const summary = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(0)} ms, 95th ${percentile(sorted, 0.95).toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms (${String(sorted.length)})`;
};

try {
  const run = `a${String(Date.now())}`;
  const id = `${run}-arena`;
  await addPlayers(db, run, PLAYERS);
  await db.query(
    `INSERT INTO tournaments (id, name, creator, format, minutes, turn_seconds, rated, dealing, listed,
       max_players, starts_at)
     VALUES ($1, 'Bench', $2 || '-p1', 'arena', 120, 60, false, 'game', true, $3, now())`,
    [id, run, PLAYERS],
  );
  await enterPlayers(db, id, run, PLAYERS);
  console.log(
    `${String(PLAYERS)} players, a step every ${String(STEP_MS)} ms, ${String(10 * ENDS_PER_TICK)} games ended a second for ${String(SECONDS)} s, on ${bench.setup}`,
  );
  const steps: number[] = [];
  const until = Date.now() + SECONDS * 1_000;
  const stepping = (async () => {
    while (Date.now() < until) {
      const start = performance.now();
      await advanceTournament(db, id);
      steps.push(performance.now() - start);
      await sleep(STEP_MS);
    }
  })();
  const ending = (async () => {
    while (Date.now() < until) {
      // The oldest running games end first, as games of about one length would.
      await endGames(db, id, ENDS_PER_TICK);
      await sleep(100);
    }
  })();
  await Promise.all([stepping, ending]);
  const waits = await db.query<{ ms: number }>(
    `WITH seated AS (
       SELECT p.player, g.created_at, g.updated_at, g.state
       FROM games g, unnest(ARRAY[g.player0, g.player1]) AS p(player) WHERE g.tournament_id = $1),
     ordered AS (
       SELECT created_at, lag(updated_at) OVER (PARTITION BY player ORDER BY created_at) AS last_end,
         lag(state) OVER (PARTITION BY player ORDER BY created_at) AS last_state
       FROM seated)
     SELECT (extract(epoch FROM created_at - last_end) * 1000)::float8 AS ms
     FROM ordered WHERE last_state = 'over'`,
    [id],
  );
  const counted = await db.query<{ games: number }>(
    'SELECT count(*)::int AS games FROM games WHERE tournament_id = $1',
    [id],
  );
  console.log(`games made: ${String(counted.rows[0]?.games ?? 0)}`);
  console.log(`a waiting player's next game: ${summary(waits.rows.map((row) => row.ms))}`);
  console.log(`an arena step (standings, pairing, games written): ${summary(steps)}`);
  // What each visitor of the arena's page costs: its whole reading and view, as GET /api/tournaments/{id} does.
  const reads: number[] = [];
  for (let read = 0; read < 20; read++) {
    const start = performance.now();
    const whole = await readWholeTournament(db, id);
    if (whole === null) throw new Error('the arena is gone');
    tournamentView(whole, null);
    reads.push(performance.now() - start);
  }
  console.log(`the arena's page read (after the minute): ${summary(reads)}`);
} finally {
  await bench.close();
}

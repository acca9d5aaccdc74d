/**
 * How long a whole Swiss round takes the server, from the standings read to the round committed: the standings
 * recounted from the games, the pairing, and every game and pairing row written in the round's one transaction
 * (tournaments/swiss/swiss-rounds.ts). A tournament of 1,000 players (and one on duplicate deals: one deal a round)
 * through 5 rounds, each game ended between rounds by a statement (the higher rated wins three times in four).
 * On embedded PGlite in a fresh folder, or on the PostgreSQL server of `DATABASE_URL`. Prints each round's
 * milliseconds.
 *
 *   npm run build && node packages/server/dist/bench/tournament-round-bench.js
 */
import { advanceTournament } from '../src/tournaments/tournament-steps.js';
import { addPlayers, endGames, enterPlayers, openBenchDatabase } from './tournament-bench-db.js';

const PLAYERS = Number(process.env.TOURNAMENT_BENCH_PLAYERS ?? 1_000);
const ROUNDS = 5;

const bench = await openBenchDatabase('tournament-bench');
const { db } = bench;

try {
  const run = `b${String(Date.now())}`;
  await addPlayers(db, run, PLAYERS);
  console.log(`${String(PLAYERS)} players, ${String(ROUNDS)} rounds, on ${bench.setup}`);
  for (const duplicate of [false, true]) {
    const id = `${run}-${duplicate ? 'duplicate' : 'single'}`;
    await db.query(
      `INSERT INTO tournaments (id, name, creator, format, rounds, turn_seconds, rated, dealing, listed,
         max_players, starts_at)
       VALUES ($1, 'Bench', $2 || '-p1', 'swiss', $3, 600, false, $4, true, $5, now())`,
      [id, run, ROUNDS, duplicate ? 'round' : 'game', PLAYERS],
    );
    await enterPlayers(db, id, run, PLAYERS);
    const times: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const start = performance.now();
      const step = await advanceTournament(db, id);
      times.push(performance.now() - start);
      if (step !== 'paired') throw new Error(`round ${String(round)}: ${step}, not paired`);
      // Every game of the round ends.
      await endGames(db, id, null);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `${duplicate ? 'duplicate deals' : 'one game a pairing'}: rounds ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms, slowest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  }
} finally {
  await bench.close();
}

/**
 * What the pool of players waiting for a person costs (people/pool.ts, docs/social.md "A person now"), on embedded
 * PGlite in a fresh folder or on the PostgreSQL server of `DATABASE_URL`:
 * - a pool of 1,000 waiting players whom nobody can pair yet (ratings 150 points apart, wider than the first
 *   window, every one just joined): the pairing statement the clock lease's holder runs at every sweep, at its
 *   dearest (every player looked at against every other);
 * - the same 1,000 once a minute has passed (anyone may be paired): 500 games made in one statement;
 * - two players joining one after the other: the second join's time, which pairs them and makes their game.
 * Prints milliseconds, the median of several runs.
 *
 *   npm run build && node packages/server/dist/bench/pool-bench.js
 */
import { newId } from '../src/identity/tokens.js';
import { joinPool, pairPool } from '../src/people/pool.js';
import { addPlayers, openBenchDatabase } from './tournament-bench-db.js';

const WAITING = Number(process.env.POOL_BENCH_WAITING ?? 1_000);
const RUNS = 7;

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const bench = await openBenchDatabase('pool-bench');
const { db } = bench;
try {
  const run = `pool${String(Date.now())}`;
  await addPlayers(db, run, WAITING);
  console.log(`${String(WAITING)} waiting players, on ${bench.setup}`);
  /** Fills the pool with the run's players, each 150 rating points from the next (further than the first window). */
  const fill = async (waitedSeconds: number) => {
    await db.query('DELETE FROM pool_entries');
    await db.query(
      `INSERT INTO pool_entries (player_id, turn_seconds, rated, rating, joined_at)
       SELECT $1 || '-p' || n, 120, false, 1000 + 150 * n, now() - make_interval(secs => $3)
         FROM generate_series(1, $2::int) AS n`,
      [run, WAITING, waitedSeconds],
    );
  };
  const idle: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await fill(0);
    const start = performance.now();
    const made = await pairPool(db);
    idle.push(performance.now() - start);
    if (made !== 0) throw new Error(`paired ${String(made)} who were too far apart`);
  }
  console.log(`a sweep of ${String(WAITING)} waiting, nobody to pair: median ${median(idle).toFixed(1)} ms`);
  const full: number[] = [];
  for (let i = 0; i < 3; i++) {
    await fill(61);
    const start = performance.now();
    const made = await pairPool(db);
    full.push(performance.now() - start);
    if (made !== WAITING / 2) throw new Error(`paired ${String(made)}, not ${String(WAITING / 2)}`);
  }
  console.log(`a sweep of ${String(WAITING)} waiting, all paired: median ${median(full).toFixed(0)} ms`);

  await db.query('DELETE FROM pool_entries');
  const pairs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [first, second] = [newId(), newId()];
    for (const id of [first, second]) await db.query('INSERT INTO players (id, name) VALUES ($1, $1)', [id]);
    await joinPool(db, { id: first, name: first, username: null }, { turnSeconds: 120, rated: false });
    const start = performance.now();
    const state = await joinPool(
      db,
      { id: second, name: second, username: null },
      { turnSeconds: 120, rated: false },
    );
    pairs.push(performance.now() - start);
    if (state.state !== 'paired') throw new Error('the second join did not pair');
  }
  console.log(`the join that pairs two and makes their game: median ${median(pairs).toFixed(1)} ms`);
} finally {
  await bench.close();
}

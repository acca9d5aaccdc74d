/**
 * `npm run bench`, the server's computer player: the strong level's time per turn when it plays through the
 * server's worker pool (one worker thread) against the solid level, with a bot kept per seat as the server
 * does, and, for comparison, with a fresh bot for every decision (what the pool gives a seat whose worker is
 * busy). The strong bot searches once per stretch of turn, so the difference is the searches a kept bot saves.
 */
import { apply, deal, statusOf, viewPosition, type Position } from '@katz/engine';
import { createBot } from '@katz/bots';
import { startWorkerPool } from '../src/computer/worker-pool.js';

const DEALS = Number(process.env.BENCH_COMPUTER_DEALS ?? 2);
const ITERATIONS = 3000;

function dealt(seed: string): Position {
  const result = deal(seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Milliseconds per whole turn of the strong seat, over both seats of every deal. */
async function turnTimes(freshBotPerDecision: boolean): Promise<number[]> {
  const pool = startWorkerPool(1);
  const turns: number[] = [];
  let decisions = 0;
  for (let index = 0; index < DEALS; index++) {
    for (const strongSeat of [0, 1] as const) {
      const solid = createBot('solid', { seed: `solid-${index}` });
      let position = dealt(`computer-bench-${index}`);
      let turnMs = 0;
      while (!statusOf(position).over) {
        const seat = position.toMove;
        const view = viewPosition(position, seat);
        let action;
        if (seat === strongSeat) {
          const started = performance.now();
          const key = freshBotPerDecision ? `decision-${decisions}` : `game-${index}/${seat}`;
          decisions++;
          action = await pool.decide({
            level: 'strong',
            view,
            seat: key,
            seed: `strong-${index}`,
            iterations: ITERATIONS,
          });
          turnMs += performance.now() - started;
        } else {
          action = await solid.decide(view);
        }
        const result = apply(position, action);
        if (!result.ok) throw new Error(result.error.message);
        position = result.value.position;
        if (seat === strongSeat && position.toMove !== seat) {
          turns.push(turnMs);
          turnMs = 0;
        }
      }
    }
  }
  await pool.close();
  return turns.sort((a, b) => a - b);
}

function quantile(sorted: readonly number[], q: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return `${value.toFixed(0)} ms`;
}

console.log(
  `computer player: strong (${ITERATIONS} playouts) against solid through the worker pool, one worker, ${DEALS} deals, both seats`,
);
for (const fresh of [false, true]) {
  const turns = await turnTimes(fresh);
  const label = fresh ? 'a fresh bot per decision' : 'a bot per seat (the server)';
  console.log(
    `  ${label.padEnd(28)} ${String(turns.length).padStart(4)} turns  median ${quantile(turns, 0.5).padStart(7)}  p95 ${quantile(turns, 0.95).padStart(8)}`,
  );
}

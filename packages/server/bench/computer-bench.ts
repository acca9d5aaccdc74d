/**
 * `npm run bench`, the server's computer player: the strong level at the server's settings (BOT_ITERATIONS,
 * the ceiling of BOT_TURN_MS per turn, BOT_PLAYOUT_THREADS, read as the server reads them) against the solid
 * level, through the worker pool with one worker thread, as the server runs it by default. Three runs over both seats of every deal:
 *
 * - one game at a time, with a bot kept per seat (what the server does);
 * - the same with a fresh bot for every decision (what a seat gets whose worker is busy): the strong bot
 *   searches once per stretch of turn, so the difference is the searches a kept bot saves;
 * - every game at once on the one worker, so that a decision waits behind other games' searches: the
 *   ceiling counts from the moment the decision is asked for, so the wait is part of the turn.
 *
 * Each prints the computer's thinking time per turn (from each request to its answer, added up over the
 * turn; the server's pauses between actions are not thinking), median, p95 and max, and the share of
 * searches that stopped at the ceiling with playouts left.
 */
import { apply, deal, statusOf, viewPosition, type Position } from '@katz/engine';
import { createBot, startTurnClock } from '@katz/bots';
import type { ComputerPlayer } from '../src/computer/computer-player.js';
import { wallClock } from '../src/computer/wall-clock.js';
import { startWorkerPool } from '../src/computer/worker-pool.js';
import { loadConfig } from '../src/config.js';

const DEALS = Number(process.env.BENCH_COMPUTER_DEALS ?? 2);
const loaded = loadConfig(process.env);
if (!loaded.ok) throw new Error(loaded.message);
const { botIterations: ITERATIONS, botTurnMs: TURN_MS, botPlayoutThreads: PLAYOUT_THREADS } = loaded.config;

interface Figures {
  readonly turns: number[];
  searches: number;
  atCeiling: number;
}

function dealt(seed: string): Position {
  const result = deal(seed);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** One game of the strong level (at `strongSeat`) against solid; adds its turns and searches to `figures`. */
async function playGame(
  pool: ComputerPlayer,
  index: number,
  strongSeat: 0 | 1,
  freshBotPerDecision: boolean,
  figures: Figures,
): Promise<void> {
  const solid = createBot('solid', { seed: `solid-${index}` });
  let position = dealt(`computer-bench-${index}`);
  const clock = startTurnClock(TURN_MS);
  let decisions = 0;
  while (!statusOf(position).over) {
    const seat = position.toMove;
    const view = viewPosition(position, seat);
    let action;
    if (seat === strongSeat) {
      const asked = wallClock();
      const key = freshBotPerDecision ? `${index}/${strongSeat}/${decisions}` : `${index}/${strongSeat}`;
      decisions++;
      const decision = await pool.decide({
        level: 'strong',
        view,
        seat: key,
        seed: `strong-${index}`,
        iterations: ITERATIONS,
        deadline: clock.deadline(asked),
      });
      action = decision.action;
      figures.searches += decision.searches.searches;
      figures.atCeiling += decision.searches.atCeiling;
      const turnMs = clock.spend(wallClock() - asked, action.type === 'discard');
      if (action.type === 'discard') figures.turns.push(turnMs);
    } else {
      action = await solid.decide(view);
    }
    const result = apply(position, action);
    if (!result.ok) throw new Error(result.error.message);
    position = result.value.position;
  }
}

async function run(options: { fresh: boolean; atOnce: boolean }): Promise<Figures> {
  const pool = startWorkerPool(1, PLAYOUT_THREADS);
  const figures: Figures = { turns: [], searches: 0, atCeiling: 0 };
  const games: [number, 0 | 1][] = [];
  for (let index = 0; index < DEALS; index++) games.push([index, 0], [index, 1]);
  if (options.atOnce) {
    await Promise.all(games.map(([index, seat]) => playGame(pool, index, seat, options.fresh, figures)));
  } else {
    for (const [index, seat] of games) await playGame(pool, index, seat, options.fresh, figures);
  }
  await pool.close();
  figures.turns.sort((a, b) => a - b);
  return figures;
}

function quantile(sorted: readonly number[], q: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return `${value.toFixed(0)} ms`;
}

console.log(
  `computer player: strong (${ITERATIONS} playouts, ceiling ${TURN_MS} ms per turn, ${PLAYOUT_THREADS} playout thread${PLAYOUT_THREADS === 1 ? '' : 's'}) against solid through the worker pool, one worker, ${DEALS} deals, both seats`,
);
const RUNS = [
  { label: 'a bot per seat (the server)', fresh: false, atOnce: false },
  { label: 'a fresh bot per decision', fresh: true, atOnce: false },
  { label: `${DEALS * 2} games at once`, fresh: false, atOnce: true },
];
for (const { label, fresh, atOnce } of RUNS) {
  const { turns, searches, atCeiling } = await run({ fresh, atOnce });
  const share = searches === 0 ? 0 : atCeiling / searches;
  console.log(
    `  ${label.padEnd(28)} ${String(turns.length).padStart(4)} turns  median ${quantile(turns, 0.5).padStart(7)}  p95 ${quantile(turns, 0.95).padStart(8)}  max ${quantile(turns, 1).padStart(8)}  ceiling ${atCeiling}/${searches} searches (${(share * 100).toFixed(1)}%)`,
  );
}

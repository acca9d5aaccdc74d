/**
 * `npm run bench` (after the engine's figures): the bots' ladder and their decision times. Each step is a
 * duplicate match on worker threads (every deal twice, seats swapped), compared with the issue's target.
 *
 * The heuristic steps play 10,000 games (the issue asks for at least 2,000; at 2,000 the 95% interval of a
 * score near 97% is still ±0.8 points, too wide to tell 96.5% from 97.5%). The steps with the strong level (at
 * the budget it plays people with) and the omniscient reference play 100 games unless BOTS_BENCH_FULL=1, which
 * plays the required 400 (about 40 minutes on two cores); BOTS_BENCH_GAMES=N sets every step to N games.
 * Every step plays at the server's settings: the default playouts and a ceiling of 1,000 ms of thinking per
 * turn (BOT_TURN_MS), so the strong level's times show how often that ceiling is reached.
 */
import { availableParallelism } from 'node:os';
import { parseBotSpec, runMatch, type MatchReport } from '../src/match/index.js';

interface Step {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  /** The least score A must reach, if the issue sets one. */
  readonly target?: number;
  readonly note: string;
}

const full = process.env.BOTS_BENCH_FULL === '1';
const override =
  process.env.BOTS_BENCH_GAMES === undefined ? undefined : Number(process.env.BOTS_BENCH_GAMES);
const heuristicGames = override ?? 10_000;
const searchGames = override ?? (full ? 400 : 100);
const jobs = Number(process.env.BOTS_BENCH_JOBS ?? availableParallelism());
/** The server's ceiling on the computer's thinking per turn (BOT_TURN_MS's default). */
const TURN_MS = 1000;

const STEPS: readonly Step[] = [
  { a: 'beginner', b: 'random', games: heuristicGames, note: 'by a wide margin' },
  { a: 'solid', b: 'beginner', games: heuristicGames, target: 0.7, note: 'at least 70%' },
  { a: 'solid', b: 'first', games: heuristicGames, target: 0.97, note: 'at least 97%' },
  { a: 'strong', b: 'solid', games: searchGames, target: 0.65, note: 'at least 65%' },
  { a: 'omniscient', b: 'solid', games: searchGames, note: 'the ceiling, for reference' },
];

// Two decimals: at 10,000 games a score of 96.96% must not print as a 97.0% that missed 97%.
const pct = (value: number) => `${(value * 100).toFixed(2)}%`;

/** Column widths, shared by the header and the rows so that they stay aligned. */
const WIDTH = { step: 22, games: 6, result: 16, score: 26, elo: 20 } as const;

async function play(step: Step): Promise<MatchReport> {
  const a = parseBotSpec(step.a);
  const b = parseBotSpec(step.b);
  if (!a.ok || !b.ok) throw new Error(`bad bench step ${step.a} vs ${step.b}`);
  return runMatch({
    a: a.value,
    b: b.value,
    games: step.games,
    seed: 'bench',
    jobs,
    seats: { handshakeMs: 10000, decisionMs: 5000, turnMs: TURN_MS },
  });
}

console.log(`\nKatz und Maus bots benchmark: duplicate matches, seed "bench", ${jobs} worker threads`);
console.log(
  `${'step'.padEnd(WIDTH.step)} ${'games'.padStart(WIDTH.games)}  ${'W/D/L'.padEnd(WIDTH.result)} ${'score (95% CI)'.padEnd(WIDTH.score)} ${'Elo (95% CI)'.padEnd(WIDTH.elo)} target`,
);
const times = new Map<
  string,
  {
    decision: MatchReport['decisionMs']['a'];
    turn: MatchReport['turnMs']['a'];
    searches: MatchReport['searches']['a'];
  }
>();
for (const step of STEPS) {
  const report = await play(step);
  const met = step.target === undefined ? '' : report.score.value >= step.target ? ' (met)' : ' (NOT MET)';
  console.log(
    [
      `${step.a} vs ${step.b}`.padEnd(WIDTH.step),
      String(report.games).padStart(WIDTH.games),
      ` ${`${report.wins}/${report.draws}/${report.losses}`.padEnd(WIDTH.result)}`,
      `${pct(report.score.value)} (${pct(report.score.low)}-${pct(report.score.high)})`.padEnd(WIDTH.score),
      `${report.elo.value.toFixed(0)} (${report.elo.low.toFixed(0)} to ${report.elo.high.toFixed(0)})`.padEnd(
        WIDTH.elo,
      ),
      `${step.note}${met}`,
    ].join(' '),
  );
  for (const [name, side] of [
    [step.a, 'a'],
    [step.b, 'b'],
  ] as const) {
    if (!times.has(name)) {
      times.set(name, {
        decision: report.decisionMs[side],
        turn: report.turnMs[side],
        searches: report.searches[side],
      });
    }
  }
}

console.log(`\nDecision times (one worker thread per core; a ceiling of ${TURN_MS} ms per turn):`);
console.log(
  `${'bot'.padEnd(12)} ${'per decision: median'.padStart(22)} ${'p95'.padStart(10)} ${'per turn: median'.padStart(18)} ${'p95'.padStart(10)} ${'max'.padStart(10)}  searches at the ceiling`,
);
for (const [name, { decision, turn, searches }] of times) {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const atCeiling =
    searches.searches === 0
      ? ''
      : `${searches.atCeiling} of ${searches.searches} (${((searches.atCeiling / searches.searches) * 100).toFixed(1)}%)`;
  console.log(
    `${name.padEnd(12)} ${ms(decision.median).padStart(22)} ${ms(decision.p95).padStart(10)} ${ms(turn.median).padStart(18)} ${ms(turn.p95).padStart(10)} ${ms(turn.max).padStart(10)}  ${atCeiling}`,
  );
}

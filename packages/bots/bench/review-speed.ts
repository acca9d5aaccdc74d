/**
 * `node packages/bots/dist/bench/review-speed.js [record.json]`: how long `katz review` takes for a whole game
 * (docs/review.md, "Speed"): the time until the first decision's figures, until the first mark, and until the
 * review is done, on REVIEW_SPEED_THREADS worker threads (default 2, this machine's cores) as `katz review`
 * runs it. Without a record file it reviews a game between the strong level (600 playouts) and solid from the
 * deal REVIEW_SPEED_SEED (default "speed1"). REVIEW_SPEED_OUT=file.json writes the whole review there, to show
 * that a faster search changed nothing of it (`cmp` two runs' files).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseRecord, type GameRecord } from '@katz/engine';
import { REVIEW_SETTINGS } from '../src/review/review-settings.js';
import { reviewOnThreads } from '../src/threads/review-threads.js';
import { playLevelGame } from './level-games.js';

const threads = Number(process.env.REVIEW_SPEED_THREADS ?? 2);
const file = process.argv[2];
let record: GameRecord;
if (file === undefined) {
  record = (await playLevelGame(['strong', 'solid'], process.env.REVIEW_SPEED_SEED ?? 'speed1', 600)).record;
} else {
  const parsed = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.error.message}`);
  record = parsed.value;
}
const started = performance.now();
/** When the first decision's figures and the first mark came, in ms from the start (set as they come). */
const first: { figures: number | null; mark: number | null } = { figures: null, mark: null };
// Other settings for measuring only: REVIEW_SPEED_SETTINGS='{"worlds": 128}'.
const settings = { ...REVIEW_SETTINGS, ...(JSON.parse(process.env.REVIEW_SPEED_SETTINGS ?? '{}') as object) };
const review = await reviewOnThreads(record, settings, threads, ({ result }) => {
  const now = performance.now() - started;
  if (result.kind !== 'decision') return;
  first.figures ??= now;
  if (result.figures.mark !== null) first.mark ??= now;
});
const done = performance.now() - started;
if (process.env.REVIEW_SPEED_OUT !== undefined)
  writeFileSync(process.env.REVIEW_SPEED_OUT, JSON.stringify(review));
const turns = record.actions.filter((action) => action.type === 'discard').length;
const marks = review.decisions.filter((decision) => decision.mark !== null).length;
const worlds = review.decisions.reduce((sum, decision) => sum + decision.worlds, 0);
// The noise of a cost where the turn played and the best one differ (elsewhere it is exactly 0).
const compared = review.decisions.filter((decision) => decision.costError > 0);
const quantile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? null;
const costErrors = compared.map((decision) => decision.costError);
const costsOf = (seat: 0 | 1) =>
  review.decisions.filter((decision) => decision.seat === seat).map((d) => d.cost);
console.log(
  JSON.stringify({
    threads,
    settings,
    turns,
    decisions: review.decisions.length,
    draws: review.draws.length,
    marks,
    worldsPerDecision: Math.round(worlds / review.decisions.length),
    firstFiguresMs: Math.round(first.figures ?? done),
    firstMarkMs: first.mark === null ? null : Math.round(first.mark),
    doneMs: Math.round(done),
    compared: compared.length,
    costErrorMedian: quantile(costErrors, 0.5),
    costErrorP90: quantile(costErrors, 0.9),
    costP95: [quantile(costsOf(0), 0.95), quantile(costsOf(1), 0.95)],
    players: review.players,
  }),
);

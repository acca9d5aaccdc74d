/**
 * `node packages/bots/dist/bench/review-strong.js`: how the review marks the strong level's own decisions
 * (docs/review.md, "Marks"): REVIEW_STRONG_GAMES games (default 4, seats alternating) of the strong level at its
 * own 6,000 playouts against solid from the deals `${REVIEW_STRONG_SEED}-N` (default "strongrev"), each reviewed
 * at the review's settings on two worker threads; printed: the strong level's decisions and their marks, and the
 * costs' spread (the 50th, 90th, 95th and 99th percentiles, in points).
 */
import { REVIEW_SETTINGS } from '../src/review/review-settings.js';
import { reviewOnThreads } from '../src/threads/review-threads.js';
import { STRONG_ITERATIONS } from '../src/search/strong-bot.js';
import { playLevelGame } from './level-games.js';

const games = Number(process.env.REVIEW_STRONG_GAMES ?? 4);
const seed = process.env.REVIEW_STRONG_SEED ?? 'strongrev';
const costs: number[] = [];
const marks = { inaccuracy: 0, mistake: 0, blunder: 0 };
for (let game = 0; game < games; game++) {
  const strongSeat = game % 2 === 0 ? 0 : 1;
  const levels = strongSeat === 0 ? (['strong', 'solid'] as const) : (['solid', 'strong'] as const);
  const played = await playLevelGame(levels, `${seed}-${game}`, STRONG_ITERATIONS);
  const review = await reviewOnThreads(played.record, REVIEW_SETTINGS, 2);
  for (const decision of review.decisions) {
    if (decision.seat !== strongSeat) continue;
    costs.push(decision.cost * 100);
    if (decision.mark !== null) marks[decision.mark]++;
  }
  console.error(`game ${game + 1}/${games}: ${costs.length} decisions of the strong level so far`);
}
const sorted = [...costs].sort((a, b) => a - b);
const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
console.log(
  JSON.stringify({
    games,
    decisions: costs.length,
    marks,
    blunderShare: marks.blunder / costs.length,
    costPoints: { p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) },
  }),
);

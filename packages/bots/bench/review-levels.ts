/**
 * `node packages/bots/dist/bench/review-levels.js`: games of each level against solid, each reviewed, kept one a
 * line in a journal from which docs/review.md's tables of accuracy per level, calibration per pair of levels and
 * the three terms are made (`review-levels-tables.js`). Resumes: a journal's games are not played again.
 *
 * REVIEW_LEVELS (default "random,novice,beginner,solid,strong") the levels, each against REVIEW_LEVELS_OPPONENT
 * (default solid), seats alternating; REVIEW_LEVELS_GAMES (default 50) games a level; REVIEW_LEVELS_SEED (default
 * "levels") the deals' seed, game n of a level dealt from `${seed}-${level}-${n}`; REVIEW_LEVELS_OUT the journal
 * (default review-levels.jsonl); REVIEW_LEVELS_THREADS (default 1) threads a review. The strong level plays at
 * its own playouts.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { isBotLevel, type BotLevel } from '../src/levels.js';
import { REVIEW_SETTINGS } from '../src/review/review-settings.js';
import { STRONG_ITERATIONS } from '../src/search/strong-bot.js';
import { reviewOnThreads } from '../src/threads/review-threads.js';
import { playLevelGame } from './level-games.js';

const levelsOf = (text: string): BotLevel[] =>
  text.split(',').map((name) => {
    if (!isBotLevel(name)) throw new Error(`REVIEW_LEVELS: ${name} is no level`);
    return name;
  });

const levels = levelsOf(process.env.REVIEW_LEVELS ?? 'random,novice,beginner,solid,strong');
const [opponent] = levelsOf(process.env.REVIEW_LEVELS_OPPONENT ?? 'solid');
const games = Number(process.env.REVIEW_LEVELS_GAMES ?? 50);
const seed = process.env.REVIEW_LEVELS_SEED ?? 'levels';
const out = process.env.REVIEW_LEVELS_OUT ?? 'review-levels.jsonl';
const threads = Number(process.env.REVIEW_LEVELS_THREADS ?? 1);
if (opponent === undefined) throw new Error('REVIEW_LEVELS_OPPONENT: no level');

/** The games the journal holds already, as `level n`. */
const done = new Set(
  existsSync(out)
    ? readFileSync(out, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const kept = JSON.parse(line) as { level: string; game: number };
          return `${kept.level} ${String(kept.game)}`;
        })
    : [],
);

for (let game = 0; game < games; game++) {
  for (const level of levels) {
    if (done.has(`${level} ${String(game)}`)) continue;
    const seat = game % 2 === 0 ? 0 : 1;
    const seats = seat === 0 ? ([level, opponent] as const) : ([opponent, level] as const);
    const dealSeed = `${seed}-${level}-${String(game)}`;
    const started = performance.now();
    const played = await playLevelGame(seats, dealSeed, STRONG_ITERATIONS);
    const playMs = performance.now() - started;
    const cpu = process.cpuUsage();
    const reviewStarted = performance.now();
    const review = await reviewOnThreads(played.record, REVIEW_SETTINGS, threads);
    const spent = process.cpuUsage(cpu);
    const line = {
      level,
      opponent,
      game,
      seat,
      seats,
      winner: played.winner,
      record: played.record,
      playMs: Math.round(playMs),
      reviewMs: Math.round(performance.now() - reviewStarted),
      reviewCpuMs: Math.round((spent.user + spent.system) / 1000),
      review,
    };
    appendFileSync(out, `${JSON.stringify(line)}\n`);
    console.error(
      `${level} game ${String(game)}: ${String(review.decisions.length)} decisions, review ${String(line.reviewMs)} ms (${String(line.reviewCpuMs)} ms CPU)`,
    );
  }
}

/**
 * `node packages/bots/dist/bench/review-levels-tables.js JOURNAL...`: docs/review.md's tables from the journals of
 * `review-levels.js` (games of each level against solid, each reviewed): the accuracy per level as accuracy.ts
 * counts it today, the chances' calibration per pair of levels, where the results came from (the accounts'
 * three terms) and the verdicts per level, and the reviews' CPU time. The figures are recounted from each game's
 * decisions, so a change to the accuracy or the account shows here without reviewing the games again.
 */
import { readFileSync } from 'node:fs';
import type { GameOver, PlayerIndex } from '@katz/engine';
import { accuracyOf } from '../src/review/accuracy.js';
import type { GameReview } from '../src/review/review-format.js';
import { resultAccount } from '../src/review/result-account.js';
import { verdictOf, type Verdict } from '../src/review/verdict.js';
import { calibrationOf, type Prediction } from './calibration-table.js';

interface JournalGame {
  readonly level: string;
  readonly opponent: string;
  readonly game: number;
  /** The level's seat. */
  readonly seat: PlayerIndex;
  readonly winner: PlayerIndex | null;
  readonly reviewCpuMs: number;
  readonly review: GameReview;
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: review-levels-tables.js JOURNAL...');
  process.exit(2);
}
const games: JournalGame[] = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JournalGame),
);
const levels = [...new Set(games.map((game) => game.level))];

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: readonly number[]) => {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / Math.max(1, values.length - 1));
};
const quantile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const f1 = (value: number) => value.toFixed(1);

/** The account of a seat, recounted from the decisions (a review of format 1 has no effect: after − before). */
function accountOf(game: JournalGame, seat: PlayerIndex) {
  const result: GameOver | null = game.review.result ?? {
    over: true,
    winner: game.winner,
    reason: 'drawPile' as const,
  };
  return resultAccount(
    seat,
    game.review.decisions.map((decision) => ({
      seat: decision.seat,
      before: { mean: decision.before, error: decision.chanceError },
      after: decision.after,
      effect: {
        mean: decision.after - decision.before,
        error: 'effectError' in decision ? decision.effectError : 0,
      },
    })),
    result,
  );
}

console.log('## Accuracy per level (against solid)\n');
console.log(
  '| level | games | mean | sd | 10th–90th percentile | lowest–highest | mean − 2 standard errors … + |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
/** Each level's accuracy per game, from its seat's decisions with a choice. */
const accuraciesOf = (level: string): number[] =>
  games
    .filter((game) => game.level === level)
    .map((game) =>
      accuracyOf(
        game.review.decisions
          .filter((decision) => decision.seat === game.seat && decision.choice)
          .map((decision) => ({
            bestChance: decision.bestChance,
            cost: { mean: decision.cost, error: decision.costError },
          })),
      ),
    );
for (const level of levels) {
  const accuracies = accuraciesOf(level);
  const m = mean(accuracies);
  const se = sd(accuracies) / Math.sqrt(accuracies.length);
  console.log(
    `| ${level} | ${String(accuracies.length)} | ${f1(m)} | ${f1(sd(accuracies))} | ${f1(quantile(accuracies, 0.1))}–${f1(quantile(accuracies, 0.9))} | ${f1(Math.min(...accuracies))}–${f1(Math.max(...accuracies))} | ${f1(m - 2 * se)}–${f1(m + 2 * se)} |`,
  );
}
console.log('\n| neighbours | gap between means | larger sd of the two | gap ÷ larger sd |');
console.log('| --- | --- | --- | --- |');
levels.slice(1).forEach((upper, index) => {
  const lower = levels[index]!;
  const [below, above] = [accuraciesOf(lower), accuraciesOf(upper)];
  const gap = mean(above) - mean(below);
  const spread = Math.max(sd(below), sd(above));
  console.log(`| ${lower} → ${upper} | ${f1(gap)} | ${f1(spread)} | ${(gap / spread).toFixed(2)} |`);
});

console.log('\n## Calibration per pair of levels (the chance before each decision of the seat deciding)\n');
console.log(
  '| pair | games | positions | level shown, won | opponent shown, won | calibration error (interval) | Brier |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const level of levels) {
  const mine = games.filter((game) => game.level === level);
  const predictions: Prediction[] = [];
  const sides = {
    level: { shown: [] as number[], won: [] as number[] },
    other: { shown: [] as number[], won: [] as number[] },
  };
  for (const game of mine) {
    for (const decision of game.review.decisions) {
      const outcome = game.winner === null ? 0.5 : game.winner === decision.seat ? 1 : 0;
      predictions.push({ predicted: decision.before, outcome, game: `${game.level}-${String(game.game)}` });
      const side = decision.seat === game.seat ? sides.level : sides.other;
      side.shown.push(decision.before);
      side.won.push(outcome);
    }
  }
  const calibration = calibrationOf(predictions);
  const pct = (values: number[]) => `${f1(100 * mean(values))}%`;
  console.log(
    `| ${level} against ${mine[0]?.opponent ?? '?'} | ${String(calibration.games)} | ${String(calibration.positions)} | ${pct(sides.level.shown)}, ${pct(sides.level.won)} | ${pct(sides.other.shown)}, ${pct(sides.other.won)} | ${f1(calibration.expectedCalibrationError)} (${f1(calibration.errorInterval[0])}–${f1(calibration.errorInterval[1])}) | ${calibration.brier.toFixed(3)} |`,
  );
}

console.log("\n## Where the results came from (the level's seat, points of the chance to win)\n");
console.log("| level | games | won | start | own decisions | opponent's decisions | cards | verdicts |");
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const level of levels) {
  const mine = games.filter((game) => game.level === level);
  const accounts = mine.map((game) => accountOf(game, game.seat));
  const verdicts = new Map<Verdict, number>();
  for (const account of accounts) {
    const verdict = verdictOf(account);
    verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
  }
  const term = (of: (account: (typeof accounts)[number]) => number) => {
    const values = accounts.map((account) => 100 * of(account));
    return `${f1(mean(values))} ± ${f1(sd(values))}`;
  };
  const won = mine.filter((game) => game.winner === game.seat).length;
  console.log(
    `| ${level} | ${String(mine.length)} | ${String(won)} | ${term((a) => a.start)} | ${term((a) => a.own)} | ${term((a) => a.opponent)} | ${term((a) => a.cards)} | ${[...verdicts].map(([verdict, count]) => `${verdict} ${String(count)}`).join(', ')} |`,
  );
}

console.log('\n## Review CPU time per game (one thread)\n');
console.log('| level | median s | 90th percentile s | most s |');
console.log('| --- | --- | --- | --- |');
for (const level of levels) {
  const seconds = games.filter((game) => game.level === level).map((game) => game.reviewCpuMs / 1000);
  console.log(
    `| ${level} | ${f1(quantile(seconds, 0.5))} | ${f1(quantile(seconds, 0.9))} | ${f1(Math.max(...seconds))} |`,
  );
}

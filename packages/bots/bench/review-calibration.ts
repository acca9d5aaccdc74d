/**
 * `node packages/bots/dist/bench/review-calibration.js`: how well the review's chances to win are calibrated
 * (docs/review.md, "Calibration"). Games between bot levels are played from seeded deals; at every decision of
 * every game, the seat's chance to win before it is estimated as the review estimates it (from the seat's view
 * only, the solid judgement's turn, playouts of `horizon` turn ends scored by the learned value) and set
 * against the game's outcome for that seat (1 won, ½ drawn, 0 lost). Printed: a reliability table (predicted
 * against observed, in tenths), the expected calibration error and the Brier score, per pair of levels and over
 * all of them; with REVIEW_CALIBRATION_OUT=FILE also every position as a JSON line.
 *
 * REVIEW_CALIBRATION_PAIRS=strong:solid,solid:solid (default: strong:solid, solid:solid, strong:strong,
 * solid:beginner), REVIEW_CALIBRATION_GAMES=N games per pair (default 12, seats alternating),
 * REVIEW_CALIBRATION_SEED=S (default "cal1"), REVIEW_CALIBRATION_WORLDS=N (default the review's),
 * REVIEW_CALIBRATION_HORIZON=N (default the review's; 0: playouts to the game's end), REVIEW_CALIBRATION_EVERY=K
 * (default 1: every decision; K: every K-th, so that as many positions come from more games, which are what the
 * outcomes vary by). The strong level plays at 600 playouts a search.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { createCoreState } from '@katz/engine/core';
import { isBotLevel, type BotLevel } from '../src/levels.js';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { TurnSearch } from '../src/plan/turn-search.js';
import { gameSteps } from '../src/review/game-steps.js';
import { jobRandom } from '../src/review/review-decision.js';
import { reviewSettings } from '../src/review/review-settings.js';
import { WinChances } from '../src/review/win-chances.js';
import { PROPOSER_NODES } from '../src/search/plan-search.js';
import { seatDeterminizer } from '../src/view-state.js';
import { playLevelGame } from './level-games.js';
import { calibrationTable, type Prediction } from './calibration-table.js';

const pairs = (
  process.env.REVIEW_CALIBRATION_PAIRS ?? 'strong:solid,solid:solid,strong:strong,solid:beginner'
)
  .split(',')
  .map((pair) => {
    const levels = pair.split(':');
    const [a, b] = levels;
    if (levels.length !== 2 || a === undefined || b === undefined || !isBotLevel(a) || !isBotLevel(b)) {
      throw new Error(`REVIEW_CALIBRATION_PAIRS: "${pair}" is not two levels like strong:solid`);
    }
    return [a, b] as const satisfies readonly [BotLevel, BotLevel];
  });
const games = Number(process.env.REVIEW_CALIBRATION_GAMES ?? 12);
const seed = process.env.REVIEW_CALIBRATION_SEED ?? 'cal1';
const out = process.env.REVIEW_CALIBRATION_OUT;
const every = Number(process.env.REVIEW_CALIBRATION_EVERY ?? 1);
const settings = reviewSettings({
  ...(process.env.REVIEW_CALIBRATION_WORLDS !== undefined && {
    worlds: Number(process.env.REVIEW_CALIBRATION_WORLDS),
  }),
  ...(process.env.REVIEW_CALIBRATION_HORIZON !== undefined && {
    horizon: Number(process.env.REVIEW_CALIBRATION_HORIZON),
  }),
});
if (out !== undefined) writeFileSync(out, '');

const proposer = new TurnSearch(new SolidJudge(), { maxNodes: PROPOSER_NODES, keep: 1 });
const chances = new WinChances(settings.horizon || Infinity);
const world = createCoreState();
const all: Prediction[] = [];
const started = performance.now();
for (const [a, b] of pairs) {
  const predictions: Prediction[] = [];
  for (let game = 0; game < games; game++) {
    // Seats alternate, so that neither level always sits where the deal favours.
    const levels = game % 2 === 0 ? ([a, b] as const) : ([b, a] as const);
    const gameSeed = `${seed}-${a}-${b}-${game}`;
    const played = await playLevelGame(levels, gameSeed, 600);
    const steps = gameSteps(played.record);
    for (const decision of steps.decisions) {
      // Every K-th decision, starting at a point of the game's own, so that no turn of the game is favoured.
      if ((decision.index + game) % every !== 0) continue;
      const worlds = seatDeterminizer(decision.view);
      const sample = worlds.sample.bind(worlds);
      sample(jobRandom(settings, 'search', decision.index), world);
      const plan = proposer.plan(world).actions;
      const outcomes: number[][] = [[]];
      chances.extend(
        sample,
        jobRandom(settings, 'worlds', decision.index),
        [plan],
        worlds.me,
        settings.worlds,
        outcomes,
      );
      const predicted = outcomes[0]!.reduce((sum, value) => sum + value, 0) / settings.worlds;
      const outcome = played.winner === null ? 0.5 : played.winner === worlds.me ? 1 : 0;
      const prediction = { predicted, outcome, game: gameSeed };
      predictions.push(prediction);
      if (out !== undefined) {
        const line = { ...prediction, level: levels[worlds.me], seat: worlds.me, decision: decision.index };
        appendFileSync(out, `${JSON.stringify(line)}\n`);
      }
    }
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    console.error(`${a}:${b} game ${game + 1}/${games}: ${predictions.length} positions, ${minutes} min`);
  }
  console.log(`\n${a} against ${b}, ${games} games\n`);
  console.log(calibrationTable(predictions));
  all.push(...predictions);
}
console.log(
  `\nall pairs, ${games * pairs.length} games (horizon ${settings.horizon}, ${settings.worlds} worlds)\n`,
);
console.log(calibrationTable(all));

/**
 * `node packages/bots/dist/bench/fit-position-value.js`: fits the position value's weights
 * (`src/search/position-value.ts`) to the outcomes of solid games and writes them to
 * `src/search/position-value-weights.ts`. The games are the ones the playouts play: both players the solid
 * judgement with the strong search's bound of 100 positions per plan, from seeded deals, so the weights are the
 * same on every run. Every turn start is one example: the features the player to move sees, and whether that
 * player went on to win (a draw counts half). Nothing hidden from that player goes into the features; the
 * outcome is the game's.
 *
 * It prints how well each model predicts the games it was not fitted to (a tenth of them, by log loss and the
 * share of winners called right): the chance of the player to move alone, the stock lead alone (the playouts'
 * old score), and the whole model.
 *
 * POSITION_VALUE_GAMES=N sets the number of games (default 20,000); POSITION_VALUE_WRITE=0 prints without writing.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Random } from '@katz/engine';
import { applyAction, dealCore, isOver, playerToMove, statusOf, endsTurn } from '@katz/engine/core';
import { SolidJudge } from '../src/plan/solid-judge.js';
import { TurnSearch } from '../src/plan/turn-search.js';
import { STRONG_SEARCH } from '../src/search/plan-search.js';
import { FEATURE_COUNT, POSITION_FEATURES, PositionValue } from '../src/search/position-value.js';

const games = Number(process.env.POSITION_VALUE_GAMES ?? 20_000);
const write = process.env.POSITION_VALUE_WRITE !== '0';
const HELD_OUT_EVERY = 10;
/** A game longer than this many turn ends is cut off (none is, in practice); its positions are dropped. */
const MAX_TURN_ENDS = 400;
/** Ridge on every weight but the bias, so that rare features cannot run off. */
const RIDGE = 1e-3;
const NEWTON_STEPS = 12;

interface Examples {
  features: Float64Array;
  outcomes: Float64Array;
  count: number;
}

function newExamples(capacity: number): Examples {
  return {
    features: new Float64Array(capacity * FEATURE_COUNT),
    outcomes: new Float64Array(capacity),
    count: 0,
  };
}

function add(examples: Examples, features: Float64Array, outcome: number): void {
  if ((examples.count + 1) * FEATURE_COUNT > examples.features.length) {
    const grown = new Float64Array(examples.features.length * 2);
    grown.set(examples.features);
    examples.features = grown;
    const outcomes = new Float64Array(examples.outcomes.length * 2);
    outcomes.set(examples.outcomes);
    examples.outcomes = outcomes;
  }
  examples.features.set(features, examples.count * FEATURE_COUNT);
  examples.outcomes[examples.count] = outcome;
  examples.count++;
}

/** Plays one seeded solid game and adds its turn starts to `examples`. */
function playGame(game: number, planner: TurnSearch, value: PositionValue, examples: Examples): void {
  const state = dealCore(Random.fromSeed(`position-value-${game}`));
  const starts: Float64Array[] = [];
  const movers: number[] = [];
  let turnEnds = 0;
  let startOfTurn = true;
  while (!isOver(state) && turnEnds < MAX_TURN_ENDS) {
    if (startOfTurn) {
      starts.push(Float64Array.from(value.read(state)));
      movers.push(playerToMove(state));
    }
    startOfTurn = false;
    for (const action of planner.plan(state).actions) {
      applyAction(state, action, null);
      if (endsTurn(action)) {
        turnEnds++;
        startOfTurn = true;
      }
      if (isOver(state)) break;
    }
  }
  const status = statusOf(state);
  if (!status.over) return;
  starts.forEach((features, index) => {
    const outcome = status.winner === null ? 0.5 : status.winner === movers[index] ? 1 : 0;
    add(examples, features, outcome);
  });
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Logistic regression on the features whose indices are `used`, by Newton's method; returns all weights. */
function fit(examples: Examples, used: readonly number[]): number[] {
  const size = used.length;
  const weights = new Float64Array(size);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Float64Array(size);
    const hessian = new Float64Array(size * size);
    for (let row = 0; row < examples.count; row++) {
      const offset = row * FEATURE_COUNT;
      let sum = 0;
      for (let i = 0; i < size; i++) sum += weights[i]! * examples.features[offset + used[i]!]!;
      const p = sigmoid(sum);
      const residual = examples.outcomes[row]! - p;
      const curvature = p * (1 - p);
      for (let i = 0; i < size; i++) {
        const xi = examples.features[offset + used[i]!]!;
        gradient[i] = gradient[i]! + residual * xi;
        for (let j = 0; j <= i; j++)
          hessian[i * size + j] =
            hessian[i * size + j]! + curvature * xi * examples.features[offset + used[j]!]!;
      }
    }
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < i; j++) hessian[j * size + i] = hessian[i * size + j]!;
      if (used[i] !== 0) {
        gradient[i] = gradient[i]! - RIDGE * examples.count * weights[i]!;
        hessian[i * size + i] = hessian[i * size + i]! + RIDGE * examples.count;
      }
    }
    const change = solve(hessian, gradient, size);
    for (let i = 0; i < size; i++) weights[i] = weights[i]! + change[i]!;
  }
  const all = new Array<number>(FEATURE_COUNT).fill(0);
  used.forEach((feature, i) => (all[feature] = weights[i]!));
  return all;
}

/** Solves `matrix x = vector` (symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(matrix: Float64Array, vector: Float64Array, size: number): Float64Array {
  const a = Float64Array.from(matrix);
  const b = Float64Array.from(vector);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(a[row * size + column]!) > Math.abs(a[pivot * size + column]!)) pivot = row;
    for (let k = 0; k < size; k++) {
      const swap = a[column * size + k]!;
      a[column * size + k] = a[pivot * size + k]!;
      a[pivot * size + k] = swap;
    }
    const swap = b[column]!;
    b[column] = b[pivot]!;
    b[pivot] = swap;
    for (let row = column + 1; row < size; row++) {
      const factor = a[row * size + column]! / a[column * size + column]!;
      for (let k = column; k < size; k++)
        a[row * size + k] = a[row * size + k]! - factor * a[column * size + k]!;
      b[row] = b[row]! - factor * b[column]!;
    }
  }
  const x = new Float64Array(size);
  for (let row = size - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < size; k++) sum -= a[row * size + k]! * x[k]!;
    x[row] = sum / a[row * size + row]!;
  }
  return x;
}

/** Mean log loss and the share of decided games whose winner the model called right. */
function judge(examples: Examples, weights: readonly number[]): { logLoss: number; called: number } {
  let loss = 0;
  let right = 0;
  let decided = 0;
  for (let row = 0; row < examples.count; row++) {
    let sum = 0;
    for (let i = 0; i < FEATURE_COUNT; i++) sum += weights[i]! * examples.features[row * FEATURE_COUNT + i]!;
    const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(sum)));
    const outcome = examples.outcomes[row]!;
    loss -= outcome * Math.log(p) + (1 - outcome) * Math.log(1 - p);
    if (outcome !== 0.5) {
      decided++;
      if (p > 0.5 === (outcome === 1)) right++;
    }
  }
  return { logLoss: loss / examples.count, called: right / decided };
}

const started = performance.now();
const planner = new TurnSearch(new SolidJudge(), { maxNodes: STRONG_SEARCH.playoutNodes });
const value = new PositionValue();
const training = newExamples(1 << 16);
const heldOut = newExamples(1 << 14);
for (let game = 0; game < games; game++)
  playGame(game, planner, value, game % HELD_OUT_EVERY === 0 ? heldOut : training);
console.log(
  `${games} games, ${training.count} turn starts to fit and ${heldOut.count} held out (${((performance.now() - started) / 1000).toFixed(0)} s)`,
);

const all = POSITION_FEATURES.map((_, index) => index);
const models: [string, number[]][] = [
  ['the player to move alone', fit(training, [0])],
  ['the stock lead alone', fit(training, [0, 1])],
  ['the lead and the draw pile', fit(training, [0, 1, 2, 3])],
  ['the whole model', fit(training, all)],
];
for (const [name, weights] of models) {
  const { logLoss, called } = judge(heldOut, weights);
  console.log(
    `${name.padEnd(28)} log loss ${logLoss.toFixed(4)}, winner called ${(100 * called).toFixed(1)}%`,
  );
}
const weights = models.at(-1)![1];
for (const [index, name] of POSITION_FEATURES.entries())
  console.log(`  ${weights[index]!.toFixed(4).padStart(9)}  ${name}`);

if (write) {
  const target = fileURLToPath(new URL('../../src/search/position-value-weights.ts', import.meta.url));
  const lines = POSITION_FEATURES.map((name, index) => `  ${Number(weights[index]!.toFixed(5))}, // ${name}`);
  writeFileSync(
    target,
    `/**
 * The position value's weights, in the order of \`POSITION_FEATURES\`: written by
 * \`node packages/bots/dist/bench/fit-position-value.js\` from ${games} solid games (docs/bots-history.md, "The top
 * level: a learned value"). Run it again after a change to the features or to the solid judgement.
 */
export const POSITION_VALUE_WEIGHTS: readonly number[] = [
${lines.join('\n')}
];
`,
  );
  console.log(`wrote ${target}`);
}

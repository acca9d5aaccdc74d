/**
 * A reliability table of predicted chances against outcomes: ten bins by the predicted chance, each with its
 * count, mean prediction and observed share won; the expected calibration error (the bins' gaps between
 * prediction and observation, weighted by their counts) and the Brier score (the mean squared error).
 */
import { Random } from '@katz/engine';

export interface Prediction {
  /** The chance to win predicted, 0 to 1. */
  readonly predicted: number;
  /** What came of it: 1 won, ½ drawn, 0 lost. */
  readonly outcome: number;
  /** The game it came from (positions of one game are not independent). */
  readonly game: string;
}

const BINS = 10;
const percent = (value: number) => (value * 100).toFixed(1);

export interface Calibration {
  readonly positions: number;
  readonly games: number;
  /** In points (0 to 100). */
  readonly expectedCalibrationError: number;
  /**
   * The 5th and 95th percentiles of the error over 400 resamplings of the games (a game's positions share its
   * outcome, so the games are what is resampled): how much of the error the few outcomes alone may make.
   */
  readonly errorInterval: readonly [number, number];
  readonly brier: number;
}

function calibrationError(predictions: readonly Prediction[]): number {
  let gaps = 0;
  for (const bin of bins(predictions)) gaps += bin.count * Math.abs(bin.predicted - bin.observed);
  return (100 * gaps) / predictions.length;
}

/** The error's 5th and 95th percentiles over resamplings of the games, from a fixed seed. */
function resampledInterval(predictions: readonly Prediction[]): [number, number] {
  const byGame = new Map<string, Prediction[]>();
  for (const prediction of predictions) {
    const list = byGame.get(prediction.game) ?? [];
    list.push(prediction);
    byGame.set(prediction.game, list);
  }
  const games = [...byGame.values()];
  const random = Random.fromSeed('calibration');
  const errors: number[] = [];
  for (let round = 0; round < 400; round++) {
    const sample: Prediction[] = [];
    for (const _ of games) sample.push(...games[random.below(games.length)]!);
    errors.push(calibrationError(sample));
  }
  errors.sort((a, b) => a - b);
  return [errors[20]!, errors[379]!];
}

export function calibrationOf(predictions: readonly Prediction[]): Calibration {
  const brier =
    predictions.reduce((sum, { predicted, outcome }) => sum + (predicted - outcome) ** 2, 0) /
    predictions.length;
  return {
    positions: predictions.length,
    games: new Set(predictions.map((prediction) => prediction.game)).size,
    expectedCalibrationError: calibrationError(predictions),
    errorInterval: resampledInterval(predictions),
    brier,
  };
}

function bins(predictions: readonly Prediction[]) {
  const sums = Array.from({ length: BINS }, () => ({ count: 0, predicted: 0, observed: 0 }));
  for (const { predicted, outcome } of predictions) {
    const bin = sums[Math.min(BINS - 1, Math.floor(predicted * BINS))]!;
    bin.count++;
    bin.predicted += predicted;
    bin.observed += outcome;
  }
  return sums
    .map((bin, index) => ({
      low: index / BINS,
      count: bin.count,
      predicted: bin.count === 0 ? 0 : bin.predicted / bin.count,
      observed: bin.count === 0 ? 0 : bin.observed / bin.count,
    }))
    .filter((bin) => bin.count > 0);
}

/** The table in Markdown, with its summary line. */
export function calibrationTable(predictions: readonly Prediction[]): string {
  const rows = bins(predictions).map(
    (bin) =>
      `| ${percent(bin.low)}-${percent(bin.low + 1 / BINS)}% | ${bin.count} | ${percent(bin.predicted)}% | ${percent(bin.observed)}% |`,
  );
  const { positions, games, expectedCalibrationError, errorInterval, brier } = calibrationOf(predictions);
  return [
    '| predicted | positions | mean predicted | observed |',
    '| --------- | --------- | -------------- | -------- |',
    ...rows,
    '',
    `${positions} positions from ${games} games: expected calibration error ${expectedCalibrationError.toFixed(2)} points ` +
      `(${errorInterval[0].toFixed(2)} to ${errorInterval[1].toFixed(2)} over resampled games), Brier score ${brier.toFixed(4)}`,
  ].join('\n');
}

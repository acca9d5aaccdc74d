/**
 * A mean over sampled worlds with its standard error, and the paired difference of two plans met in the same
 * worlds: the luck of the worlds cancels in the difference, so it is far tighter than either mean.
 */

export interface Estimate {
  readonly mean: number;
  /** The standard error of `mean` (Infinity with fewer than two values). */
  readonly error: number;
}

/** The mean of `values` and its standard error. */
export function estimateOf(values: readonly number[]): Estimate {
  return differenceOf(values, null);
}

/** How much `a` exceeds `b`, world by world, on average, and the standard error of that. */
export function pairedDifference(a: readonly number[], b: readonly number[]): Estimate {
  if (a.length !== b.length) throw new Error(`paired values of ${a.length} and ${b.length} worlds`);
  return differenceOf(a, b);
}

function differenceOf(a: readonly number[], b: readonly number[] | null): Estimate {
  const count = a.length;
  if (count === 0) return { mean: 0, error: Infinity };
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < count; i++) {
    const value = a[i]! - (b === null ? 0 : b[i]!);
    sum += value;
    squares += value * value;
  }
  const mean = sum / count;
  if (count < 2) return { mean, error: Infinity };
  const variance = Math.max(0, (squares - count * mean * mean) / (count - 1));
  return { mean, error: Math.sqrt(variance / count) };
}

/** The estimate of a difference of two estimates from independent samples. */
export function independentDifference(a: Estimate, b: Estimate): Estimate {
  return { mean: a.mean - b.mean, error: Math.hypot(a.error, b.error) };
}

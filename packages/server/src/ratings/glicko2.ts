/**
 * Glicko-2, as Mark Glickman describes it in "Example of the Glicko-2 system" (2013): a rating, its deviation
 * (how unsure the rating is) and a volatility (how erratic the player's results are). Pure arithmetic, no I/O.
 *
 * Katz und Maus makes each rated game its own rating period: a player's rating moves right after each game
 * instead of once per month. The paper allows any period; with one game per period the deviation does not grow
 * with time away, only shrinks with games (docs/ratings.md).
 */

export interface Glicko2Rating {
  /** On the familiar scale: 1500 for a newcomer. */
  readonly rating: number;
  /** Rating deviation: 350 for a newcomer, smaller the surer the rating. */
  readonly rd: number;
  readonly volatility: number;
}

/** One game of the period: the opponent's rating before it and the score (1 a win, 0.5 a draw, 0 a loss). */
export interface Glicko2Game {
  readonly opponent: Glicko2Rating;
  readonly score: 0 | 0.5 | 1;
}

export const NEWCOMER: Glicko2Rating = { rating: 1500, rd: 350, volatility: 0.06 };

/** The system constant τ: how much the volatility may change; the paper suggests 0.3 to 1.2. */
const TAU = 0.5;
/** The scale factor between the familiar scale and Glicko-2's own (the paper's 173.7178). */
const SCALE = 173.7178;
/** The convergence tolerance of the volatility's iteration (the paper's ε). */
const EPSILON = 0.000001;

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after one rating period with these games (none: only the deviation grows). */
export function ratePeriod(player: Glicko2Rating, games: readonly Glicko2Game[]): Glicko2Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return { ...player, rd: Math.min(NEWCOMER.rd, Math.sqrt(phi * phi + sigma * sigma) * SCALE) };
  }
  // Step 3 and 4: the estimated variance v and the estimated improvement Δ.
  let inverseV = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    inverseV += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / inverseV;
  const delta = v * sum;
  const newSigma = newVolatility({ phi, sigma, v, delta });
  // Step 6 and 7: the new deviation and rating.
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, volatility: newSigma };
}

/** Step 5: the new volatility, by the Illinois algorithm on the paper's f(x). */
function newVolatility(input: {
  readonly phi: number;
  readonly sigma: number;
  readonly v: number;
  readonly delta: number;
}): number {
  const { phi, sigma, v, delta } = input;
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let lower = a;
  let upper: number;
  if (delta * delta > phi * phi + v) {
    upper = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    upper = a - k * TAU;
  }
  let fLower = f(lower);
  let fUpper = f(upper);
  while (Math.abs(upper - lower) > EPSILON) {
    const c = lower + ((lower - upper) * fLower) / (fUpper - fLower);
    const fC = f(c);
    if (fC * fUpper <= 0) {
      lower = upper;
      fLower = fUpper;
    } else {
      fLower /= 2;
    }
    upper = c;
    fUpper = fC;
  }
  return Math.exp(lower / 2);
}

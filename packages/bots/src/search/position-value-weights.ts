/**
 * The position value's weights, in the order of `POSITION_FEATURES`: written by
 * `node packages/bots/dist/bench/fit-position-value.js` from 20000 solid games (docs/bots-history.md, "The top
 * level: a learned value"). Run it again after a change to the features or to the solid judgement.
 */
export const POSITION_VALUE_WEIGHTS: readonly number[] = [
  -0.09801, // bias
  0.152, // stock lead
  0.92844, // stock lead, draw pile near its end
  0.39966, // ahead, draw pile near its end
  0.29149, // own stock nearly empty
  -0.02628, // opponent's stock nearly empty
  0.36609, // own stock card reachable now
  0.11922, // own stock card reachable now, one card left
  0.3199, // own stock card reachable with five cards more
  -0.35806, // opponent's stock card reachable with a fresh hand
  -0.04776, // opponent's stock card reachable, one card left
  -0.02728, // cards own stock card still lacks
  -0.00325, // cards opponent's stock card still lacks
  0.08815, // kings in hand
  0.01366, // cards on own discard piles
  -0.01291, // cards on opponent's discard piles
];

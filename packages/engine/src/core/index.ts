/**
 * The engine's fast core, for bots and benchmarks: positions as byte arrays, actions as integers, rules that
 * mutate in place. Everything here assumes valid input; the checked, immutable API is the package's main entry.
 */
export { COMPLETE_PILE } from '../cards.js';
export { candidateActions } from './candidates.js';
export { fromCoreState, toCoreState } from './convert.js';
export { dealCore, shuffledDeck } from './deal.js';
export * from './table.js';

/**
 * The seeds of a match, all from the match seed. A deal's seed and a bot's seed are hashes of the match seed
 * under different labels, so a bot's randomness says nothing about the deal it plays: with the match seed
 * plus the game number for both (as before), a bot could have rebuilt the deal from its own seed.
 */
import { createHash } from 'node:crypto';

/** 32 hex digits of SHA-256 over the label and the parts: a valid engine seed whatever the match seed is. */
function derive(label: string, ...parts: readonly (string | number)[]): string {
  const hash = createHash('sha256');
  hash.update(label);
  for (const part of parts) hash.update(`\u0000${part}`);
  return hash.digest('hex').slice(0, 32);
}

/** The seed of deal `index`, played twice with the seats swapped. */
export function dealSeed(matchSeed: string, index: number): string {
  return derive('katz-match-deal', matchSeed, index);
}

/** The seed of our bot in game `game` (like "g7") at player index `seat`. */
export function botSeed(matchSeed: string, game: string, seat: number): string {
  return derive('katz-match-bot', matchSeed, game, seat);
}

/** A local game's seed: random, in letters and digits (its hash: game/seed-hash.ts). */

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => SEED_ALPHABET[byte % SEED_ALPHABET.length]).join('');
}

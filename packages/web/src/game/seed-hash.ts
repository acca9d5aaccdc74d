/**
 * A seed's SHA-256 as docs/fairness.md computes it (the seed's text as UTF-8, lowercase hex): shown from a game's
 * start, and checked against the seed revealed at its end (the practice game's and the replay's fairness check).
 */
export async function seedHash(seed: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(seed));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

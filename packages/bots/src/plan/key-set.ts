/**
 * A set of non-negative integer keys for a search that clears it thousands of times a second: slots carry the
 * generation they were filled in, so clearing is one increment, and nothing is allocated after the set has
 * grown to its working size.
 */
/** Multiplier of Fibonacci hashing (2^32 / golden ratio), to spread keys that differ in few bits. */
const SPREAD = 0x9e3779b1;

export class KeySet {
  private keys = new Int32Array(256);
  private stamps = new Int32Array(256);
  private generation = 1;
  private size = 0;

  clear(): void {
    this.size = 0;
    this.generation++;
    if (this.generation === 0x7fffffff) {
      // After two billion clears the stamps would repeat: start the stamps over.
      this.stamps.fill(0);
      this.generation = 1;
    }
  }

  /** Adds `key`; false if it was in the set already. */
  add(key: number): boolean {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let slot = Math.imul(key, SPREAD) >>> 0;
    for (;;) {
      slot &= mask;
      if (this.stamps[slot] !== this.generation) {
        this.stamps[slot] = this.generation;
        this.keys[slot] = key;
        this.size++;
        return true;
      }
      if (this.keys[slot] === key) return false;
      slot++;
    }
  }

  private grow(): void {
    const keys = this.keys;
    const stamps = this.stamps;
    const generation = this.generation;
    this.keys = new Int32Array(keys.length * 2);
    this.stamps = new Int32Array(keys.length * 2);
    this.size = 0;
    for (let slot = 0; slot < keys.length; slot++) if (stamps[slot] === generation) this.add(keys[slot]!);
  }
}

/**
 * The seeded random numbers behind every deal and every bot decision: sfc32 (Chris Doty-Humphrey's Small Fast
 * Chaotic generator, 128 bits of state), fed a seed string one character at a time. The algorithm is part of
 * the formats (docs/formats.md, shuffle "km1"), so other programs can reproduce a deal exactly.
 */

/** Seeds are 1 to 128 characters of A-Z, a-z, 0-9, "_" and "-"; a server uses 32 random hex digits. */
export const SEED_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export class Random {
  private constructor(
    private a: number,
    private b: number,
    private c: number,
    private d: number,
  ) {}

  /** The generator for a seed; the seed must match SEED_PATTERN (the caller checks). */
  static fromSeed(seed: string): Random {
    // Nothing-up-my-sleeve start: the first hexadecimal digits of pi.
    const random = new Random(0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344);
    for (let i = 0; i < seed.length; i++) {
      random.a ^= seed.charCodeAt(i);
      random.next(); // each step is a bijection of the state, so distinct seeds keep distinct states
    }
    for (let i = 0; i < 20; i++) random.next();
    return random;
  }

  /** An independent copy that continues the same sequence. */
  clone(): Random {
    return new Random(this.a, this.b, this.c, this.d);
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /**
   * A uniform integer in [0, n), 1 <= n <= 2^21, without bias: Lemire's multiply-and-reject method. With x the
   * next 32-bit output, m = x * n; the result is floor(m / 2^32), unless m mod 2^32 < 2^32 mod n, in which case
   * x is rejected and drawn again. (All products stay below 2^53, so doubles compute them exactly.)
   */
  below(n: number): number {
    let x = this.next();
    let low = Math.imul(x, n) >>> 0; // the low 32 bits of x * n, without a floating-point modulo
    if (low < n) {
      const threshold = (0x100000000 - n) % n; // = 2^32 mod n
      while (low < threshold) {
        x = this.next();
        low = Math.imul(x, n) >>> 0;
      }
    }
    return (x * n - low) / 0x100000000;
  }

  /** A float in [0, 1). */
  fraction(): number {
    return this.next() / 0x100000000;
  }
}

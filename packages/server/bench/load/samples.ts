/** Latencies in milliseconds, kept whole so that any percentile can be read exactly. */
export class Samples {
  private values: number[] = [];
  private sorted = true;

  add(ms: number): void {
    this.values.push(ms);
    this.sorted = false;
  }

  get count(): number {
    return this.values.length;
  }

  /** The value below which `p` percent of the samples lie (nearest rank); NaN without samples. */
  percentile(p: number): number {
    if (!this.sorted) {
      this.values.sort((a, b) => a - b);
      this.sorted = true;
    }
    const rank = Math.ceil((p / 100) * this.values.length) - 1;
    return this.values[Math.min(this.values.length - 1, Math.max(0, rank))] ?? Number.NaN;
  }

  clear(): void {
    this.values = [];
    this.sorted = true;
  }
}

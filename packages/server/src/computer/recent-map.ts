/**
 * A map that keeps only its most recently set entries: setting a key moves it to the end of the map's order
 * (a Map iterates in insertion order), and beyond the bound the least recently set are dropped.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly bound: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores the value as the most recent entry, dropping the oldest beyond the bound. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.bound) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry whose value passes the test. */
  dropWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (test(value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

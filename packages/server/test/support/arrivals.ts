/**
 * What a test's receiver (of mails, of pushes) has received so far, and waits on what is still to come: a test
 * waits for the arrival it expects, however late, instead of for a time.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  add(item: T): void {
    this.items.push(item);
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves with the first item (received so far or later) that `check` accepts. */
  next(check: (item: T) => boolean): Promise<T> {
    return this.until(() => this.items.find(check));
  }

  /** Resolves once `count` of the items received (so far or later) pass `check`. */
  async atLeast(count: number, check: (item: T) => boolean): Promise<void> {
    await this.until(() => (this.items.filter(check).length >= count ? true : undefined));
  }

  private until<R>(found: () => R | undefined): Promise<R> {
    return new Promise((resolve) => {
      const waiter = () => {
        const result = found();
        if (result === undefined) return;
        this.waiters.delete(waiter);
        resolve(result);
      };
      this.waiters.add(waiter);
      waiter();
    });
  }
}

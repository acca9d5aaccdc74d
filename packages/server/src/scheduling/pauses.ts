/** Timed waits that can all be cut short at once: a stopping server does not wait out the computer's pauses. */
export class Pauses {
  private readonly waiting = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();

  /** Resolves after `ms`, or at `endAll`, whichever comes first. */
  wait(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waiting.delete(entry);
          resolve();
        }, ms),
        resolve,
      };
      this.waiting.add(entry);
    });
  }

  /** Ends every wait now. */
  endAll(): void {
    for (const entry of this.waiting) {
      clearTimeout(entry.timer);
      entry.resolve();
    }
    this.waiting.clear();
  }
}

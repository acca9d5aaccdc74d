/** Listeners by key (a game, a player, a session's token hash); a key's set is dropped with its last listener. */
export class KeyedListeners<L> {
  private readonly byKey = new Map<string, Set<L>>();

  /** Adds `listener` under `key`; returns the function that removes it. */
  add(key: string, listener: L): () => void {
    const set = this.byKey.get(key) ?? new Set<L>();
    this.byKey.set(key, set);
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byKey.delete(key);
    };
  }

  /** The listeners of `key`, copied, so that one may remove itself while they are called. */
  of(key: string): L[] {
    return [...(this.byKey.get(key) ?? [])];
  }

  keys(): string[] {
    return [...this.byKey.keys()];
  }

  /** Every listener under every key, copied. */
  all(): L[] {
    return [...this.byKey.values()].flatMap((set) => [...set]);
  }
}

/**
 * The live connections each player holds on this process, at most `limit` at once. A handshake takes a slot
 * before it is answered, in one synchronous step, so that of many handshakes sent at the same moment only the
 * limit's number get through; the slot is given back once, when its connection (or the failed handshake) ends.
 */
export interface ConnectionSlots {
  /** A slot for a new connection of `playerId`: the function that gives it back, or null when none is left. */
  take(playerId: string): (() => void) | null;
}

export function connectionSlots(limit: number): ConnectionSlots {
  const held = new Map<string, number>();
  return {
    take: (playerId) => {
      const count = held.get(playerId) ?? 0;
      if (count >= limit) return null;
      held.set(playerId, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (held.get(playerId) ?? 1) - 1;
        if (left === 0) held.delete(playerId);
        else held.set(playerId, left);
      };
    },
  };
}

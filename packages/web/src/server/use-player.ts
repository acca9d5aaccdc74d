/** The player of this browser's session (a guest, started on first use), and a way to rename them. */
import type { PlayerView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { api } from './browser-connection.js';

let known: PlayerView | null = null;
const listeners = new Set<(player: PlayerView) => void>();

/** Tells every component showing the player of a change (a new name). */
export function playerChanged(player: PlayerView): void {
  known = player;
  for (const listener of listeners) listener(player);
}

export function usePlayer(): PlayerView | null {
  const [player, setPlayer] = useState<PlayerView | null>(known);
  useEffect(() => {
    listeners.add(setPlayer);
    if (known === null) {
      void api.session().then((result) => {
        if (result.ok) playerChanged(result.value);
      });
    }
    return () => {
      listeners.delete(setPlayer);
    };
  }, []);
  return player;
}

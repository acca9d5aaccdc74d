/**
 * The player of this browser's session and every change of it (a new name, a registration), shared by every
 * component that shows it. `usePlayer` starts a guest session on first use; `useKnownPlayer`
 * (use-known-player.ts, the header) only asks whether there is one, through `askSessionPlayer`, so that a visitor
 * who only reads the rules is not made a guest.
 */
import type { PlayerView } from '@katz/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './browser-connection.js';
import { knownPlayer, onPlayerChange, playerAsked, storePlayer } from './player-store.js';

/** Tells every component showing the player of a change: a new name, a registration, a login (null: none). */
export function playerChanged(player: PlayerView | null): void {
  api.sessionChanged(player);
  storePlayer(player);
}

export function usePlayer(): PlayerView | null {
  const player = useSyncExternalStore(onPlayerChange, knownPlayer);
  useEffect(() => {
    if (knownPlayer() === null) {
      void api.session().then((result) => {
        if (result.ok) playerChanged(result.value);
      });
    }
  }, []);
  return player;
}

/** Asks the server whether this browser has a session, without starting one, and keeps the answer. */
export async function askSessionPlayer(): Promise<void> {
  const result = await api.current();
  if (!result.ok) return;
  // A guest session started meanwhile (`usePlayer`) is not undone by an earlier "none".
  if (!playerAsked() || result.value !== null) playerChanged(result.value);
}

/**
 * The player of this browser's session and every change of it (a new name, a registration), shared by every
 * component that shows it. `usePlayer` starts a guest session on first use; `useKnownPlayer` (the header) only
 * asks whether there is one, so that a visitor who only reads the rules is not made a guest.
 */
import type { PlayerView } from '@katz/protocol';
import { useEffect, useState } from 'react';
import { api } from './browser-connection.js';

let known: PlayerView | null = null;
/** Whether the server was asked if this browser has a session (the answer is in `known`). */
let asked = false;
const listeners = new Set<(player: PlayerView | null) => void>();

/** Tells every component showing the player of a change: a new name, a registration, a login (null: none). */
export function playerChanged(player: PlayerView | null): void {
  known = player;
  asked = true;
  api.sessionChanged(player);
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

/** The session's player if there is one (null: none; undefined: not known yet), without starting one. */
export function useKnownPlayer(): PlayerView | null | undefined {
  const [player, setPlayer] = useState<PlayerView | null | undefined>(asked ? known : undefined);
  useEffect(() => {
    listeners.add(setPlayer);
    if (!asked) {
      void api.current().then((result) => {
        if (!result.ok) return;
        if (!asked || result.value !== null) playerChanged(result.value);
      });
    }
    return () => {
      listeners.delete(setPlayer);
    };
  }, []);
  return player;
}

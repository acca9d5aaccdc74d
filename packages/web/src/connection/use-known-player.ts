/**
 * The session's player if there is one, without starting one: for the header on every page, and for pages that
 * only offer something to a known player. A browser that never had a session has none to ask about
 * (session-mark.ts); otherwise the question goes through the API client, loaded only then, so that the header
 * adds neither the client nor the API's schemas (about 35 KB) to a first visit's load.
 */
import type { SessionPlayer } from '@katz/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { knownPlayer, onPlayerChange, playerAsked, storePlayer } from './player-store.js';
import { storedSessionMark } from './session-mark.js';

/** The question in flight, shared by every component that waits for its answer. */
let asking: Promise<void> | null = null;

function ask(): void {
  if (!storedSessionMark.had()) {
    storePlayer(null);
    return;
  }
  asking ??= import('./use-player.js')
    .then((module) => module.askSessionPlayer())
    .finally(() => {
      // A question that failed (offline) is asked again by the next component that shows the player.
      asking = null;
    });
}

/** Whether `player` has an account (a user name): rated games, profiles and friends are for such players. */
export const isRegistered = (player: SessionPlayer | null | undefined): boolean => Boolean(player?.username);

/** The player (null: none; undefined: not known yet). */
export function useKnownPlayer(): SessionPlayer | null | undefined {
  const player = useSyncExternalStore(onPlayerChange, () => (playerAsked() ? knownPlayer() : undefined));
  useEffect(() => {
    if (!playerAsked()) ask();
  }, []);
  return player;
}

/**
 * The player of this browser's session as the page knows it, and who listens for changes of it. It holds no API
 * client: the header reads it on every page, and the client with the API's schemas is loaded after the page
 * (use-known-player.ts).
 */
import type { SessionPlayer } from '@katz/protocol';

type Listener = (player: SessionPlayer | null) => void;

let known: SessionPlayer | null = null;
/** Whether the server was asked if this browser has a session (the answer is in `known`). */
let asked = false;
const listeners = new Set<Listener>();

export const knownPlayer = (): SessionPlayer | null => known;

export const playerAsked = (): boolean => asked;

/** Keeps the player (null: none) and tells every listener. */
export function storePlayer(player: SessionPlayer | null): void {
  known = player;
  asked = true;
  for (const listener of listeners) listener(player);
}

/** Calls `listener` at every change of the player until the returned function is called (`useSyncExternalStore`'s subscribe). */
export function onPlayerChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
